import { theme as antdTheme } from 'antd'
import { PresetColors } from 'antd/es/theme/interface'
import { describe, expect, it } from 'vitest'
import { THEME_COLORS } from './stores/settings'
import { contrastTokens } from './themeContrast'
import { contrastRatio } from './utils/contrast'

// The axe journeys (tests/e2e/a11y.e2e.test.ts) read the pages in the default theme colour; the settings drawer offers
// eight (spec §2.3). Each must give 4.5:1 text wherever the tokens put the theme colour or a status colour (issue 12).
const PAGE = { light: '#ffffff', dark: '#141414' }
const SIDEBAR = { light: '#304156', dark: '#141414' } // src/theme.ts: yudao's sidebar, a deeper one in dark mode

describe.each(['light', 'dark'] as const)('contrast tokens in the %s scheme', (scheme) => {
  const dark = scheme === 'dark'
  const seed = (colorPrimary: string) =>
    (dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm)({
      ...antdTheme.defaultSeed,
      colorPrimary,
    }) as unknown as Record<string, string>

  it.each(THEME_COLORS)(
    'theme colour %s: links on the page, text on primary buttons, the selected menu entry',
    (color) => {
      const { token, components } = contrastTokens(color, dark, SIDEBAR[scheme])
      expect(contrastRatio(token!.colorPrimary!, PAGE[scheme])).toBeGreaterThanOrEqual(5)
      expect(contrastRatio(token!.colorTextLightSolid ?? '#ffffff', token!.colorPrimary!)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(components.Menu.darkItemSelectedColor, SIDEBAR[scheme])).toBeGreaterThanOrEqual(4.5)
    },
  )

  it.each(THEME_COLORS)('theme colour %s: status tags on their own tints', (color) => {
    const tag = contrastTokens(color, dark, SIDEBAR[scheme]).components.Tag as Record<string, string>
    const p = seed(tag.colorInfo)
    const tints = dark
      ? {
          colorSuccess: p.colorSuccessBg,
          colorWarning: p.colorWarningBg,
          colorInfo: seed(color).colorInfoBg,
          colorError: p.colorErrorBg,
        }
      : { colorSuccess: '#f6ffed', colorWarning: '#fffbe6', colorInfo: seed(color).colorInfoBg }
    const short = Object.entries(tints).filter(([name, tint]) => contrastRatio(tag[name], tint) < 4.5)
    expect(short).toEqual([])
  })

  it('preset tag colours (shade 7 on shade 1) after the tokens', () => {
    const tag = contrastTokens(THEME_COLORS[0], dark, SIDEBAR[scheme]).components.Tag as Record<string, string>
    const p = seed(THEME_COLORS[0])
    const short = PresetColors.filter((c) => contrastRatio(tag[`${c}7`] ?? p[`${c}7`], p[`${c}1`]) < 4.5)
    expect(short).toEqual([])
  })
})
