import type { ThemeConfig } from 'antd'
import { useMemo } from 'react'
import { useReducedMotion, useResolvedTheme } from './hooks/useDisplayPrefs'
import { useApp, type LayoutSize } from './stores/app'
import { DEFAULT_THEME_COLOR, useSettings } from './stores/settings'
import { rememberedAlgorithm } from './themeAlgorithm'
import { contrastTokens } from './themeContrast'
import type { ResolvedTheme } from './utils/displayPrefs'

export { DEFAULT_THEME_COLOR }

// antd 6 names the middle size 'medium' ('middle' is its old name).
export type ComponentSize = 'small' | 'medium' | 'large'

/** spec §2.3 sizes → antd: Default large, Medium medium, Small small, Mini small + compact spacing. */
export const SIZE_TO_ANTD: Record<LayoutSize, { componentSize: ComponentSize; compact: boolean }> = {
  default: { componentSize: 'large', compact: false },
  medium: { componentSize: 'medium', compact: false },
  small: { componentSize: 'small', compact: false },
  mini: { componentSize: 'small', compact: true },
}

/** yudao's dark sidebar colours, so the menu looks like the product's other consoles; a deeper one in dark mode. */
const SIDEBAR_DARK = {
  light: { bg: '#304156', subBg: '#1f2d3d', text: '#bfcbd9' },
  dark: { bg: '#141414', subBg: '#000000', text: '#c9d1dc' },
}

/** Display preferences that shape antd's theme (issue 12). */
export interface DisplayOptions {
  theme: ResolvedTheme
  /** 关怀模式: ≥ 18 px text, ≥ 44 px targets, stronger text and borders. */
  care: boolean
  /** prefers-reduced-motion: antd's motion off. */
  reducedMotion: boolean
}
const PLAIN: DisplayOptions = { theme: 'light', care: false, reducedMotion: false }

/**
 * 关怀模式 tokens: every control at least 44 px high whatever its size (WCAG 2.5.5), body text 18 px, secondary text
 * and borders darker (lighter in dark mode) than antd's defaults.
 */
const careTokens = (dark: boolean): ThemeConfig['token'] => ({
  fontSize: 18,
  fontSizeSM: 16,
  fontSizeLG: 20,
  controlHeight: 44,
  controlHeightSM: 44,
  controlHeightLG: 48,
  colorText: dark ? '#ffffff' : '#000000',
  colorTextSecondary: dark ? 'rgba(255,255,255,0.92)' : 'rgba(0,0,0,0.85)',
  colorTextTertiary: dark ? 'rgba(255,255,255,0.85)' : 'rgba(0,0,0,0.75)',
  colorTextDescription: dark ? 'rgba(255,255,255,0.85)' : 'rgba(0,0,0,0.75)',
  colorBorder: dark ? '#8c8c8c' : '#595959',
})

/** The class that scopes the app's antd CSS variables. */
export const APP_CSS_VAR_KEY = 'css-var-app'

export function buildThemeConfig(
  colorPrimary: string,
  size: LayoutSize,
  display: DisplayOptions = PLAIN,
): { theme: ThemeConfig; componentSize: ComponentSize } {
  const { care, reducedMotion } = display
  const dark = display.theme === 'dark'
  // 关怀模式 always uses the large controls: the size selector must not shrink targets below 44 px.
  const { componentSize, compact } = care ? SIZE_TO_ANTD.default : SIZE_TO_ANTD[size]
  const side = SIDEBAR_DARK[display.theme]
  const readable = contrastTokens(colorPrimary, dark, side.bg)
  return {
    componentSize,
    theme: {
      // antd's styles are its static CSS (src/styles/antd.css, issue 23): at run time only the theme's CSS variables.
      zeroRuntime: true,
      // One key for them wherever this theme is provided (antd's default is a React useId per ConfigProvider): the
      // entrance's rehearsal (components/rehearsal.tsx) computes and writes them, and the first page after sign-in finds
      // them in antd's cache instead of computing and writing them all again.
      cssVar: { key: APP_CSS_VAR_KEY },
      algorithm: rememberedAlgorithm(dark, compact),
      token: { ...readable.token, ...(reducedMotion ? { motion: false } : {}), ...(care ? careTokens(dark) : {}) },
      components: {
        Tag: readable.components.Tag,
        Button: readable.components.Button,
        Menu: {
          darkItemBg: side.bg,
          darkSubMenuItemBg: side.subBg,
          darkPopupBg: side.bg,
          darkItemColor: care ? '#ffffff' : side.text,
          darkItemSelectedBg: side.subBg,
          darkItemSelectedColor: readable.components.Menu.darkItemSelectedColor,
          ...(care ? { itemHeight: 48, fontSize: 18 } : {}),
        },
        Layout: { siderBg: side.bg, headerBg: dark ? '#141414' : '#fff', headerPadding: '0', headerHeight: 50 },
      },
    },
  }
}

/** antd theme + component size for the whole app: theme colour, size, colour scheme, 关怀模式 and reduced motion. */
export function useThemeConfig(): { theme: ThemeConfig; componentSize: ComponentSize } {
  const color = useSettings((s) => s.theme)
  const care = useSettings((s) => s.care)
  const size = useApp((s) => s.size)
  const theme = useResolvedTheme()
  const reducedMotion = useReducedMotion()
  return useMemo(
    () => buildThemeConfig(color, size, { theme, care, reducedMotion }),
    [color, size, theme, care, reducedMotion],
  )
}
