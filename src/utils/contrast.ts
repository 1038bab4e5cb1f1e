/** WCAG 2.x colour contrast (issue 12): ratios of sRGB colours, and a colour nudged until text in it is readable. */

type Rgb = [number, number, number]

/** '#rgb' or '#rrggbb' (case-insensitive) → [r, g, b] 0–255; anything else throws (a bad token is a bug). */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) throw new Error(`not a hex colour: ${hex}`)
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** Relative luminance (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * `color` if it reaches `min` against `background`, else the same hue mixed towards black (on a light background) or
 * white (on a dark one) in 1 % steps until it does: the nearest readable shade of a chosen theme colour.
 */
export function readableOn(color: string, background: string, min = 4.5): string {
  if (contrastRatio(color, background) >= min) return color.toLowerCase()
  const target: Rgb = luminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255]
  const rgb = parseHex(color)
  for (let step = 1; step <= 100; step++) {
    const mixed = toHex(rgb.map((c, i) => c + ((target[i] - c) * step) / 100) as Rgb)
    if (contrastRatio(mixed, background) >= min) return mixed
  }
  return toHex(target)
}
