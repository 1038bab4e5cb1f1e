import { generate, presetDarkPalettes, presetPalettes } from '@ant-design/colors'
import { theme as antdTheme, type ThemeConfig } from 'antd'
import { PresetColors } from 'antd/es/theme/interface'
import { contrastRatio, readableOn } from './utils/contrast'

/** A red that reads on antd's dark page (7:1) and on its dark error tint. */
export const DARK_ERROR_TEXT = '#ff7875'

/** antd's page colours under each algorithm: what theme-coloured text is read against. */
const SURFACE = { light: '#ffffff', dark: '#141414' }

/**
 * WCAG 2.1 AA text contrast (4.5:1) for antd (issue 12). antd's defaults fail it and it keeps them by design
 * (ant-design/ant-design#28760, #45144; colorError #49543; warning text #32826): white on #409EFF is 2.8:1, status
 * texts in tags (#52c41a on #f6ffed) 2.2:1, descriptions and placeholders at 45 % / 25 % black. The chosen theme colour
 * keeps its hue: we use its nearest readable shade, and the text on primary buttons is whichever of white or black
 * reads on it.
 *
 * `sidebarBg`: the dark sidebar, where the selected entry and its open parent are written in the theme colour.
 */
export function contrastTokens(colorPrimary: string, dark: boolean, sidebarBg: string) {
  // 5:1 on the page leaves room for the tints antd lays under primary text (selected menu items, processing tags).
  const primary = readableOn(colorPrimary, dark ? SURFACE.dark : SURFACE.light, 5)
  const onPrimary = contrastRatio('#ffffff', primary) >= 4.5 ? '#ffffff' : '#000000'
  const token: ThemeConfig['token'] = dark
    ? {
        colorPrimary: primary,
        colorLink: primary,
        colorInfo: primary,
        colorTextLightSolid: onPrimary,
        colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
        colorTextDescription: 'rgba(255, 255, 255, 0.6)',
        colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)', // antd's 25 % white is 2.2:1 on #141414
      }
    : {
        colorPrimary: primary,
        colorLink: primary,
        colorInfo: primary,
        colorError: readableOn('#ff4d4f', '#fff2f0'),
        colorTextTertiary: 'rgba(0, 0, 0, 0.6)', // breadcrumb links, descriptions' labels
        colorTextDescription: 'rgba(0, 0, 0, 0.6)',
        colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
      }
  const components = {
    // Status tags write the status colour on its own light background (6:1 on white: ≥ 5 on the tint under it).
    // In dark, antd's error red (#dc4446) is 4.3:1 on the page and 4.0:1 on its tag: a lighter red for red text, with
    // dark text on danger buttons filled with it.
    Tag: {
      ...(dark
        ? darkStatusTags(primary)
        : {
            colorSuccess: readableOn('#52c41a', '#f6ffed'),
            colorWarning: readableOn('#faad14', '#fffbe6'),
            colorInfo: readableOn(colorPrimary, '#ffffff', 6),
          }),
      ...presetTags(dark),
    },
    Menu: { darkItemSelectedColor: readableOn(colorPrimary, sidebarBg) },
    Button: dark ? { colorError: DARK_ERROR_TEXT, dangerColor: '#141414' } : {},
  } satisfies ThemeConfig['components']
  return { token, components }
}

type Palette = Record<string, string>

/**
 * A colour's tint and its text under antd's darkAlgorithm (shades 1 and 6 of its dark palette, antd's
 * theme/themes/dark/colors.ts): that one palette, not the whole algorithm run for two colours (≈ 7 ms at each start).
 */
function darkShades(color: string) {
  const shades = generate(color, { theme: 'dark' })
  return { tint: shades[0], text: shades[5] }
}

/** Dark status tags (issue 51): antd's success, warning and info texts on their dark tints are 2.8–3.5:1. */
function darkStatusTags(primary: string) {
  const success = darkShades(antdTheme.defaultSeed.colorSuccess)
  const warning = darkShades(antdTheme.defaultSeed.colorWarning)
  return {
    colorError: DARK_ERROR_TEXT,
    colorSuccess: readableOn(success.text, success.tint),
    colorWarning: readableOn(warning.text, warning.tint),
    colorInfo: readableOn(primary, darkShades(primary).tint),
  }
}

/**
 * antd's preset tag colours (`<Tag color="orange">`, a form's 标签 may ask for any, issue 51) write shade 7 on shade 1:
 * orange is 3.3:1, yellow 2:1. Each shade 7 that falls short becomes its nearest readable shade on its shade 1. The
 * shades are @ant-design/colors' preset palettes, the ones antd's algorithms give (pink is magenta's).
 */
function presetTags(dark: boolean): Palette {
  const palettes: Record<string, string[]> = dark ? presetDarkPalettes : presetPalettes
  const tokens: Palette = {}
  for (const color of PresetColors) {
    const shades = palettes[color === 'pink' ? 'magenta' : color]
    const readable = readableOn(shades[6], shades[0])
    if (readable !== shades[6].toLowerCase()) tokens[`${color}7`] = readable
  }
  return tokens
}
