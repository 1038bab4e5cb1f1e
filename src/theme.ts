import type { ThemeConfig } from 'antd'

export const DEFAULT_THEME_COLOR = '#409EFF'

/**
 * antd theme + component size for the whole app. The shell's settings store (theme colour, size selector)
 * replaces the defaults here; this is the one place App reads them from.
 */
export function useThemeConfig(): { theme: ThemeConfig; componentSize: 'small' | 'middle' | 'large' } {
  return { theme: { token: { colorPrimary: DEFAULT_THEME_COLOR } }, componentSize: 'middle' }
}
