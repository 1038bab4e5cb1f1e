import { describe, expect, it } from 'vitest'
import { ZOOM_ERROR, assertZoom, canZoomIn, canZoomOut, zoomIn, zoomOut, percent } from './zoom'

describe('designer zoom (spec §4, §9)', () => {
  it('steps by 0.1 without drift', () => {
    expect(zoomIn(1)).toBe(1.1)
    expect(zoomOut(0.3)).toBe(0.2)
    expect(percent(1.1)).toBe('110%')
  })
  it('disables the buttons at the bounds', () => {
    expect(canZoomOut(0.2)).toBe(false)
    expect(canZoomOut(0.3)).toBe(true)
    expect(canZoomIn(4)).toBe(false)
    expect(canZoomIn(3.9)).toBe(true)
  })
  it('throws beyond the bounds', () => {
    expect(() => assertZoom(4.1)).toThrow(ZOOM_ERROR)
    expect(() => assertZoom(0.1)).toThrow(ZOOM_ERROR)
    expect(() => zoomIn(4)).toThrow(ZOOM_ERROR)
    expect(assertZoom(4)).toBe(4)
  })
})
