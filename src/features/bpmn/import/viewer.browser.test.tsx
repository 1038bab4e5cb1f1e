// The process viewer follows the designer's import rules (issue 15).
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import ProcessViewer from '../viewer/ProcessViewer'
import { decodeXmlBytes } from './decode'
import { NOT_XML } from './errors'
import { diCount, fixtureBytes, type FixtureName } from './fixtures/fixtures'

afterEach(cleanup)

const text = async (name: FixtureName) => decodeXmlBytes(await fixtureBytes(name)).text
const gfx = (id: string) => document.querySelector(`.djs-element[data-element-id="${id}"]`)
type Registry = { getAll(): { type: string; parent?: unknown }[] }
/** Drawn shapes and connections of the viewer passed to onRendered (labels and canvas roots aside). */
const drawnCount = (rendered: ReturnType<typeof vi.fn>) =>
  (rendered.mock.calls[0][0] as { get(n: string): Registry })
    .get('elementRegistry')
    .getAll()
    .filter((e) => e.type !== 'label' && e.parent).length

function show(xml: string, props: Partial<ComponentProps<typeof ProcessViewer>> = {}) {
  const rendered = vi.fn()
  render(
    <App>
      <ProcessViewer xml={xml} onRendered={rendered} {...props} />
    </App>,
  )
  return rendered
}

describe('process viewer: files from other tools', () => {
  it('lays out a model without diagram interchange, with the notice, and highlights on the generated layout', async () => {
    const rendered = show(await text('no-di.bpmn'), {
      activityData: [
        { key: 'start', startTime: 1, endTime: 2 },
        { key: 'check', taskId: 't1', startTime: 2, endTime: 3 },
      ],
      taskData: [{ id: 't1', result: 2 }],
    })
    await waitFor(() => expect(rendered).toHaveBeenCalled(), { timeout: 10000 })
    expect(gfx('pay')).not.toBeNull()
    expect(gfx('check')).toHaveClass('highlight')
    expect(drawnCount(rendered)).toBe(12)
    expect(document.querySelector('.bpmn-import-notice')?.textContent).toContain('已自动布局')
  })

  it('draws pools, message flows and the rest, warning instead of failing on a dangling reference', async () => {
    const xml = await text('two-pools.bpmn')
    const rendered = show(xml)
    await waitFor(() => expect(rendered).toHaveBeenCalled(), { timeout: 10000 })
    expect(drawnCount(rendered)).toBe(diCount(xml))
    cleanup()
    const vendor = show(await text('vendor-extensions.bpmn'))
    await waitFor(() => expect(vendor).toHaveBeenCalled(), { timeout: 10000 })
    expect(document.querySelector('.bpmn-import-notice')?.textContent).toContain('已导入，2 条警告')
  })

  it('says what is wrong with a file that is not a model', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    show(await text('broken-truncated.bpmn'))
    expect(await screen.findByText(`流程图加载失败：${NOT_XML}`)).toBeInTheDocument()
  })
})
