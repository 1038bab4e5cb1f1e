// What slips past every handler is said once and marked for the journeys (issue 22).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/http/errors'
import { bindFeedback, type Feedback } from '../api/http/feedback'
import { text } from '../i18n'
import { UNEXPECTED_TEXT, listenForUncaught } from './uncaught'

const error = vi.fn()
let unbind: () => void
let logged: ReturnType<typeof vi.spyOn>
const target = new EventTarget() as unknown as Window
listenForUncaught(target)

beforeEach(() => {
  error.mockReset()
  unbind = bindFeedback({ error, notifyError: vi.fn(), confirm: vi.fn() } as unknown as Feedback)
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  unbind()
  logged.mockRestore()
})

/** An unhandledrejection as the browser dispatches it (jsdom has no PromiseRejectionEvent). */
function rejection(reason: unknown) {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
  target.dispatchEvent(event)
  return event
}
function thrown(err: unknown, message = err instanceof Error ? err.message : String(err)) {
  const event = Object.assign(new Event('error', { cancelable: true }), { error: err, message })
  target.dispatchEvent(event)
  return event
}

describe('the global listener', () => {
  it('a rejection nobody awaited becomes a message and an [uncaught] line, and the browser logs nothing more', () => {
    const event = rejection(new TypeError("Cannot read properties of undefined (reading 'list')"))
    expect(error).toHaveBeenCalledWith(`${text(UNEXPECTED_TEXT)}（Cannot read properties of undefined (reading 'list')）`, undefined)
    expect(logged).toHaveBeenCalledWith('[uncaught]', expect.any(TypeError))
    expect(event.defaultPrevented).toBe(true)
  })

  it('an error thrown from an event handler or a timer is said the same way', () => {
    thrown(new Error('bpmn-js: element not found'))
    expect(error).toHaveBeenCalledWith(`${text(UNEXPECTED_TEXT)}（bpmn-js: element not found）`, undefined)
  })

  it('an ApiError was said by the request layer: only logged, not said twice', () => {
    rejection(new ApiError('服务暂时不可用，请稍后重试', 502, true))
    expect(error).not.toHaveBeenCalled()
    expect(logged).toHaveBeenCalledWith('[uncaught]', expect.any(ApiError))
  })

  it("msw's failed service-worker update in the demo build is not a failure, and the browser does not log it either", () => {
    const event = rejection(new TypeError('Failed to update a ServiceWorker for scope (/portal/): Not found'))
    expect(error).not.toHaveBeenCalled()
    expect(logged).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(true)
  })

  it("the browser's ResizeObserver notice is not a failure", () => {
    const event = thrown(undefined, 'ResizeObserver loop completed with undelivered notifications.')
    expect(error).not.toHaveBeenCalled()
    expect(logged).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(true)
  })
})
