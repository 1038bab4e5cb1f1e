/**
 * The last session load (guard.tsx announces each one), for the sign-in forms: they stay busy until it has settled, so
 * the user goes from the form straight to the page, without a loading view between (issue 13). It imports nothing, so
 * the entrance can wait for the session without importing the router (whose route table imports the entrance).
 */
let last: Promise<unknown> = Promise.resolve()

export function announceSessionLoad(load: Promise<unknown>) {
  last = load
}

/** Resolves once the session load under way has loaded or failed (the guard handles a failure); at once when none is. */
export const sessionSettled = (): Promise<void> =>
  last.then(
    () => undefined,
    () => undefined,
  )
