// A part the start-up's first paint does without (issue 51): its code is fetched once that paint is done, its fallback
// stands in meanwhile, and stays (with a message) when the code can't be fetched.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lateLazy } from './lateLazy'

const Part = ({ name }: { name: string }) => <p>{name}</p>

describe('lateLazy', () => {
  it('fetches nothing before the first paint, then every late part once; once here, it renders at once', async () => {
    // A fresh copy: the test files share one module registry, and another file may have had its first paint already.
    vi.resetModules()
    const { fetchLateParts, lateLazy } = await import('./lateLazy')
    const { loadedModule } = await import('../router/moduleCache')
    const load = vi.fn(() => Promise.resolve({ default: Part }))
    const Late = lateLazy(load)
    expect(load).not.toHaveBeenCalled()
    fetchLateParts()
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(loadedModule(load)).toBeDefined())
    render(<Late name="标签栏" fallback={<p>占位</p>} />)
    expect(screen.getByText('标签栏')).toBeInTheDocument() // in the same pass: no fallback, no wait
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows its fallback while its code comes', async () => {
    let arrive = (_: { default: typeof Part }) => {}
    const Late = lateLazy(() => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)))
    render(<Late name="日期范围" fallback={<p>占位</p>} />)
    expect(screen.getByText('占位')).toBeInTheDocument()
    arrive({ default: Part })
    expect(await screen.findByText('日期范围')).toBeInTheDocument()
  })

  it('keeps its fallback and says so when its code can not be fetched: the page around it goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Late = lateLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    render(
      <main>
        <h1>配置管理</h1>
        <Late name="设置" fallback={<p>占位</p>} />
      </main>,
    )
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[uncaught]',
        expect.objectContaining({ message: expect.stringMatching(/Failed to fetch/) }),
      ),
    )
    expect(screen.getByText('占位')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '配置管理' })).toBeInTheDocument()
    errors.mockRestore()
  })
})
