import { describe, expect, it } from 'vitest'
import { contrastRatio, parseHex, readableOn } from './contrast'

describe('contrast', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // the figures axe-core reported for antd's defaults
    expect(contrastRatio('#ffffff', '#409EFF')).toBeCloseTo(2.78, 2)
    expect(contrastRatio('#8c8c8c', '#fff')).toBeCloseTo(3.36, 2)
  })

  it('reads #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHex('#fA0')).toEqual([255, 170, 0])
    expect(() => parseHex('rgb(0,0,0)')).toThrow(/not a hex colour/)
  })

  it('keeps a readable colour and shades an unreadable one just enough, keeping its hue', () => {
    expect(readableOn('#304156', '#ffffff')).toBe('#304156')
    const shade = readableOn('#409EFF', '#ffffff')
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.8) // the nearest shade, not black
    const [r, g, b] = parseHex(shade)
    expect(b).toBeGreaterThan(g)
    expect(g).toBeGreaterThan(r) // still the same blue
    // on a dark background it goes lighter
    const light = readableOn('#409EFF', '#304156')
    expect(contrastRatio(light, '#304156')).toBeGreaterThanOrEqual(4.5)
    expect(parseHex(light)[0]).toBeGreaterThan(0x40)
  })

  it('reaches a higher ratio when asked', () => {
    for (const c of ['#409EFF', '#f5222d', '#13c2c2', '#11a983'])
      expect(contrastRatio(readableOn(c, '#ffffff', 6), '#ffffff')).toBeGreaterThanOrEqual(6)
  })
})
