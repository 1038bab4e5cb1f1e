// spec §9: zoom step 0.1 between 0.2 and 4, default 1, shown as a percentage
export const ZOOM_STEP = 0.1
export const ZOOM_MIN = 0.2
export const ZOOM_MAX = 4
// spec §8: asking beyond the bounds throws
export const ZOOM_ERROR = 'The zoom ratio cannot be greater than 4 or less than 0.2'

/** Rounds to whole percents so repeated steps don't drift (0.1 + 0.2 ≠ 0.3). */
const round = (v: number) => Math.round(v * 100) / 100

export function assertZoom(value: number): number {
  const v = round(value)
  if (!Number.isFinite(v) || v < ZOOM_MIN || v > ZOOM_MAX) throw new Error(ZOOM_ERROR)
  return v
}

// A zoom off the 0.1 grid (a fitted 89 %) steps 79 … 29 % and then lands on the bound itself (issue 51).
export const canZoomIn = (current: number) => round(current) < ZOOM_MAX
export const canZoomOut = (current: number) => round(current) > ZOOM_MIN
// a step from the bound itself still asks beyond it, and throws (spec §8)
export const zoomIn = (current: number) =>
  assertZoom(canZoomIn(current) ? Math.min(ZOOM_MAX, current + ZOOM_STEP) : current + ZOOM_STEP)
export const zoomOut = (current: number) =>
  assertZoom(canZoomOut(current) ? Math.max(ZOOM_MIN, current - ZOOM_STEP) : current - ZOOM_STEP)
export const percent = (v: number) => `${Math.round(v * 100)}%`
