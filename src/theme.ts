import { theme as antdTheme, type ThemeConfig } from 'antd'
import { useMemo } from 'react'
import { useApp, type LayoutSize } from './stores/app'
import { DEFAULT_THEME_COLOR, useSettings } from './stores/settings'

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

/** yudao's dark sidebar colours, so the menu looks like the product's other consoles. */
const SIDEBAR_DARK = { bg: '#304156', subBg: '#1f2d3d', text: '#bfcbd9' }

export function buildThemeConfig(colorPrimary: string, size: LayoutSize): { theme: ThemeConfig; componentSize: ComponentSize } {
  const { componentSize, compact } = SIZE_TO_ANTD[size]
  return {
    componentSize,
    theme: {
      algorithm: compact ? antdTheme.compactAlgorithm : undefined,
      token: { colorPrimary, colorLink: colorPrimary },
      components: {
        Menu: {
          darkItemBg: SIDEBAR_DARK.bg,
          darkSubMenuItemBg: SIDEBAR_DARK.subBg,
          darkPopupBg: SIDEBAR_DARK.bg,
          darkItemColor: SIDEBAR_DARK.text,
          darkItemSelectedBg: SIDEBAR_DARK.subBg,
          darkItemSelectedColor: colorPrimary,
        },
        Layout: { siderBg: SIDEBAR_DARK.bg, headerBg: '#fff', headerPadding: '0', headerHeight: 50 },
      },
    },
  }
}

/** antd theme + component size for the whole app, from the settings store (theme colour) and the app store (size). */
export function useThemeConfig(): { theme: ThemeConfig; componentSize: ComponentSize } {
  const color = useSettings((s) => s.theme)
  const size = useApp((s) => s.size)
  return useMemo(() => buildThemeConfig(color, size), [color, size])
}
