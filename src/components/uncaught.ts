import { observeFailure } from '../analytics/track'
import { ApiError } from '../api/http/errors'
import { feedback } from '../api/http/feedback'
import { msg, text, translate } from '../i18n'

/** What the user reads when something failed that no part of the app was ready for. */
export const UNEXPECTED_TEXT = msg('common', 'unexpected')

/**
 * An error no caller handled (issue 22): said to the user once, and logged with the `[uncaught]` mark the journeys fail
 * on. An ApiError has been said by the request layer already: it is only logged.
 */
export function reportUncaught(error: unknown, source: 'error' | 'rejection' = 'error') {
  // React's "recovered by rendering again" (#520) and other wrappers carry what went wrong as their cause.
  const cause = error instanceof Error && error.cause !== undefined ? ['caused by', error.cause] : []
  console.error('[uncaught]', error, ...cause)
  if (error instanceof ApiError) return
  observeFailure(source, error) // the operator's reports (issue 45): a server's failure was reported by the request layer
  const detail = error instanceof Error ? error.message : ''
  feedback.error(detail ? translate('common', 'unexpectedWithDetail', { detail }) : text(UNEXPECTED_TEXT))
}

/**
 * The browser's own noise, not a failure of the app: ResizeObserver's notice, and in the demo build msw's unawaited
 * service-worker update when the worker script is briefly not found (the demo API keeps answering). Silenced, not
 * just left alone: an event not cancelled is the browser's "Uncaught" console error (a journey's pageerror).
 */
const BENIGN = [/^ResizeObserver loop/, /ServiceWorker/i]
const benign = (message: unknown) => typeof message === 'string' && BENIGN.some((pattern) => pattern.test(message))

/**
 * Catches what slips through every handler — a rejected promise nobody awaited, an error thrown from an event handler,
 * bpmn-js or a timer — so it is a message, not a silent console line or a dead button. Installed once at start-up.
 */
export function listenForUncaught(target: Window = window) {
  target.addEventListener('unhandledrejection', (event) => {
    event.preventDefault()
    if (!benign((event.reason as { message?: unknown } | undefined)?.message)) reportUncaught(event.reason, 'rejection')
  })
  target.addEventListener('error', (event) => {
    event.preventDefault()
    if (!benign(event.message)) reportUncaught(event.error ?? event.message)
  })
}

/** A failure a caller caught: an ApiError has been said by the request layer; anything else is reported here. */
export function reportFailure(error: unknown) {
  if (!(error instanceof ApiError)) reportUncaught(error)
}
