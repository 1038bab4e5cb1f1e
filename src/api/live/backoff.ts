/** Reconnect waits (issue 24): exponential from 1 s, capped at 60 s, with jitter so a restarted server isn't hit by every browser at once. */
export const FIRST_RETRY_MS = 1_000
export const MAX_RETRY_MS = 60_000

/** The longest wait before attempt `n` (0-based): 1 s · 2ⁿ, at most 60 s. */
export const backoffCeiling = (attempt: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(Math.max(attempt, 0), 16))

/**
 * The wait before reconnect attempt `n` (0-based): "equal jitter", between half and all of the ceiling, never under
 * 1 s. So attempt 0 waits 1 s, attempt 1 1–2 s, attempt 2 2–4 s … and from attempt 6 on 30–60 s.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = backoffCeiling(attempt)
  return Math.max(FIRST_RETRY_MS, Math.round(ceiling / 2 + (random() * ceiling) / 2))
}
