// The request layer's feedback before antd binds (open pages render without antd): DOM toasts and window.confirm.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bindFeedback, feedback } from './feedback'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.querySelector('.pf-toasts')?.remove()
})

const alerts = () => [...document.querySelectorAll<HTMLElement>('[role=alert]')]

describe('feedback before antd binds', () => {
  it('shows an error toast at the top of the page and closes it after the given seconds', () => {
    vi.useFakeTimers()
    feedback.error('登录失败，账号密码不正确', 2)
    expect(alerts().map((a) => a.textContent)).toEqual(['✕登录失败，账号密码不正确'])
    vi.advanceTimersByTime(1900)
    expect(alerts()).toHaveLength(1)
    vi.advanceTimersByTime(200)
    expect(alerts()).toHaveLength(0)
  })

  it('keeps a 0-second toast until its close button is pressed; notifications show their title', () => {
    vi.useFakeTimers()
    feedback.error('服务器错误，请稍后再试', 0)
    feedback.notifyError('租户已禁用')
    vi.advanceTimersByTime(60_000)
    expect(alerts().map((a) => a.textContent)).toEqual(['✕服务器错误，请稍后再试×'])
    alerts()[0].querySelector<HTMLButtonElement>('button[aria-label=关闭]')!.click()
    expect(alerts()).toHaveLength(0)
  })

  it('asks with window.confirm', async () => {
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const options = { title: '系统提示', content: '登录状态已过期', okText: '重新登录', cancelText: '取消' }
    await expect(feedback.confirm(options)).resolves.toBe(true)
    expect(ask).toHaveBeenCalledWith(expect.stringContaining('登录状态已过期'))
  })

  it('a bound implementation takes over; unbinding a nested one restores the outer one', () => {
    const outer = { error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) }
    const inner = { error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) }
    const unbindOuter = bindFeedback(outer)
    const unbindInner = bindFeedback(inner)
    feedback.error('a')
    unbindInner()
    feedback.error('b')
    unbindOuter()
    feedback.error('c', 1)
    expect(inner.error).toHaveBeenCalledWith('a', undefined)
    expect(outer.error).toHaveBeenCalledWith('b', undefined)
    expect(alerts()).toHaveLength(1)
  })
})
