// antd's stylesheet without the components the app never renders (issue 23, scripts/antdCss.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { dropUnusedAntd, UNUSED_ANTD } from './antdCss.mjs'

const trim = (css: string) => postcss([dropUnusedAntd()]).process(css, { from: undefined }).css

describe('dropUnusedAntd', () => {
  it('drops the rules of unused components and keeps the others', () => {
    const out = trim('.ant-anchor{color:red}.ant-anchor-link .ant-btn{color:red}.ant-btn{color:blue}.ant-upload-list{margin:0}')
    expect(out).toBe('.ant-btn{color:blue}.ant-upload-list{margin:0}')
  })

  it('keeps what a rule says for used components when it shares it with an unused one', () => {
    expect(trim('.ant-select-auto-complete,.ant-select-dropdown{z-index:1}')).toBe('.ant-select-dropdown{z-index:1}')
  })

  it('goes inside cascade layers and media queries, drops what they are left without, and keeps keyframes', () => {
    expect(trim('@layer antd{@media (max-width:575px){.ant-segmented{display:none}}.ant-tag{margin:0}}@keyframes antZoom{0%{opacity:0}}')).toBe(
      '@layer antd{.ant-tag{margin:0}}@keyframes antZoom{0%{opacity:0}}',
    )
  })

  it('drops the variables antd writes for its own demos’ ids, not ours', () => {
    expect(trim('.css-var-_R_0_{--ant-blue:#1677FF}.css-var-app{--ant-blue:#1677FF}')).toBe('.css-var-app{--ant-blue:#1677FF}')
  })

  it('leaves a fifth of antd’s sheet out, and every component the app uses in', () => {
    const css = readFileSync(new URL('../node_modules/antd/dist/antd.css', import.meta.url), 'utf8')
    const out = trim(css)
    // 0.82: the form engine's kinds (issue 43) render Rate, Slider, ColorPicker, Cascader, Transfer, Tree and TreeSelect
    expect(out.length).toBeLessThan(css.length * 0.82)
    for (const used of ['.ant-table', '.ant-menu', '.ant-picker-dropdown', '.ant-upload-list', '.ant-select-dropdown', '.ant-qrcode', '.ant-timeline'])
      expect(out, used).toContain(`${used}{`)
  })
})

describe('the app imports none of them from antd', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const path = join(dir, f)
      return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(f) ? [path] : []
    })

  it.each(Object.keys(UNUSED_ANTD))('%s', (component) => {
    const importing = sources('src').filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'antd(?:\/[^']*)?'/g)].some((m) =>
        m[1].split(',').some((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] === component),
      ) || new RegExp(`from 'antd/(?:es|lib)/${component.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())}(?:/|')`).test(readFileSync(file, 'utf8')),
    )
    expect(importing, `${component}: its styles are not shipped (scripts/antdCss.mjs)`).toEqual([])
  })
})
