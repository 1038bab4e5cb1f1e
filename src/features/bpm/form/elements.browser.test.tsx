// A form's 标签 (elTag) reads at WCAG AA in every colour a rule can ask for (issue 51): the app's own antd theme and
// static stylesheet in a real browser, light, dark and 关怀模式, text against the tag's own background.
import { ConfigProvider } from 'antd'
import { PresetColors } from 'antd/es/theme/interface'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '../../../styles/antd.css'
import { buildThemeConfig, DEFAULT_THEME_COLOR } from '../../../theme'
import { contrastRatio } from '../../../utils/contrast'
import { TagElement } from './elements'

const TYPES = ['primary', 'success', 'info', 'warning', 'danger', ...PresetColors]
const MODES = [
  { name: 'light', theme: 'light', care: false },
  { name: 'dark', theme: 'dark', care: false },
  { name: '关怀模式', theme: 'light', care: true },
  { name: '关怀模式 dark', theme: 'dark', care: true },
] as const

/** A computed `rgb()` / `rgba()` laid over what is beneath it, as '#rrggbb'. */
function solid(css: string, under: string): string {
  const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number)
  const base = under.match(/[\da-f]{2}/gi)!.map((h) => parseInt(h, 16))
  const mix = [r, g, b].map((c, i) => Math.round(c * a + base[i] * (1 - a)))
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

describe('a form tag', () => {
  for (const mode of MODES) {
    it(`reads at 4.5:1 in every colour (${mode.name})`, () => {
      const page = mode.theme === 'dark' ? '#141414' : '#ffffff'
      const { theme } = buildThemeConfig(DEFAULT_THEME_COLOR, 'default', {
        theme: mode.theme,
        care: mode.care,
        reducedMotion: true,
      })
      const { container, unmount } = render(
        <ConfigProvider theme={theme}>
          <div style={{ background: page }}>
            {TYPES.map((type) => (
              <TagElement
                key={type}
                rule={{ type: 'elTag', props: { type }, children: [type] }}
                value={undefined}
                onChange={() => {}}
                disabled={false}
              />
            ))}
          </div>
        </ConfigProvider>,
      )
      const tags = [...container.querySelectorAll<HTMLElement>('.ant-tag')]
      expect(tags).toHaveLength(TYPES.length)
      const ratios = tags.map((tag) => {
        const style = getComputedStyle(tag)
        const background = solid(style.backgroundColor, page)
        return `${tag.textContent} ${contrastRatio(solid(style.color, background), background).toFixed(2)}`
      })
      expect(ratios.filter((r) => Number(r.split(' ')[1]) < 4.5)).toEqual([])
      unmount()
    })
  }
})
