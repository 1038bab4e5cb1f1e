import { theme as antdTheme } from 'antd'
import { describe, expect, it } from 'vitest'
import { buildThemeConfig } from './theme'

type Theme = ReturnType<typeof buildThemeConfig>['theme']
/** The theme derives what antd's own algorithms derive from it (src/themeAlgorithm.ts only remembers them). */
const derivesAs = (theme: Theme, algorithm: Theme['algorithm']) =>
  expect(antdTheme.getDesignToken(theme)).toEqual(antdTheme.getDesignToken({ ...theme, algorithm }))

describe('antd theme from the display preferences (issue 12)', () => {
  it('light by default with antd motion on', () => {
    const { theme } = buildThemeConfig('#409EFF', 'default')
    derivesAs(theme, antdTheme.defaultAlgorithm)
    expect(theme.token).not.toHaveProperty('motion')
  })

  it('dark mode uses antd’s dark algorithm (kept with the compact one of the Mini size) and a dark header', () => {
    const { theme } = buildThemeConfig('#409EFF', 'mini', { theme: 'dark', care: false, reducedMotion: false })
    derivesAs(theme, [antdTheme.darkAlgorithm, antdTheme.compactAlgorithm])
    expect(antdTheme.getDesignToken(theme).colorBgContainer).toBe('#141414')
    expect(theme.components?.Layout?.headerBg).toBe('#141414')
  })

  it('reduced motion turns antd’s motion off', () => {
    expect(buildThemeConfig('#409EFF', 'default', { theme: 'light', care: false, reducedMotion: true }).theme.token?.motion).toBe(false)
  })

  it('关怀模式: 18 px text and 44 px controls at every size, large components even when Small was chosen', () => {
    const { theme, componentSize } = buildThemeConfig('#409EFF', 'small', { theme: 'light', care: true, reducedMotion: false })
    expect(componentSize).toBe('large')
    derivesAs(theme, antdTheme.defaultAlgorithm)
    expect(theme.token).toMatchObject({ fontSize: 18 })
    for (const h of ['controlHeight', 'controlHeightSM', 'controlHeightLG'] as const) expect(theme.token?.[h]).toBeGreaterThanOrEqual(44)
    expect(theme.components?.Menu?.itemHeight).toBeGreaterThanOrEqual(44)
  })

  it('the token set antd derives in 关怀模式 keeps every control height at 44 px or more', () => {
    for (const dark of [false, true]) {
      const { theme } = buildThemeConfig('#409EFF', 'default', { theme: dark ? 'dark' : 'light', care: true, reducedMotion: false })
      const token = antdTheme.getDesignToken(theme)
      expect(Math.min(token.controlHeight, token.controlHeightSM, token.controlHeightLG)).toBeGreaterThanOrEqual(44)
      expect(token.fontSize).toBe(18)
    }
  })
})
