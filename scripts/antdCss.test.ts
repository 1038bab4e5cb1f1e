// antd's stylesheet without the components the app never renders (issue 23, scripts/antdCss.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { dropUnusedAntd, LAZY_ANTD, LAZY_ANTD_SHEET, UNUSED_ANTD } from './antdCss.mjs'

const trim = (css: string) => postcss([dropUnusedAntd()]).process(css, { from: undefined }).css
const lazySheet = (css: string) => postcss([dropUnusedAntd()]).process(css, { from: `/app/src/styles/${LAZY_ANTD_SHEET}` }).css

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

  it('leaves a quarter of antd’s sheet out, and every component the app uses in', () => {
    const css = readFileSync(new URL('../node_modules/antd/dist/antd.css', import.meta.url), 'utf8')
    const out = trim(css)
    expect(out.length).toBeLessThan(css.length * 0.75)
    for (const used of ['.ant-table', '.ant-menu', '.ant-picker-dropdown', '.ant-upload-list', '.ant-select-dropdown', '.ant-qrcode', '.ant-timeline'])
      expect(out, used).toContain(`${used}{`)
    // the form engine's rarer kinds' components are in their own sheet, not in this one
    const lazy = lazySheet(css)
    for (const family of Object.values(LAZY_ANTD).flat()) {
      expect(out, family).not.toMatch(new RegExp(String.raw`(^|[},])\.ant-${family}[{ .:]`))
      expect(lazy, family).toContain(`.ant-${family}`)
    }
    expect(lazy.length).toBeLessThan(css.length * 0.1)
  })

  it('moves the rarer form controls’ rules to their sheet; a rule naming one only as a choice stays for everybody', () => {
    const css =
      '.ant-btn{color:blue}.ant-slider-rail,.ant-tag{margin:0}.ant-cascader-panel .ant-cascader-checkbox:has(.ant-cascader-checkbox-input:focus-visible){outline:0}' +
      '.ant-form-item-control-input-content:has(>.ant-switch:only-child,>.ant-rate:only-child){display:flex}@media (min-width:1px){@supports (x:y){.ant-tree{color:red}}}@keyframes antZoom{0%{opacity:0}}'
    expect(trim(css)).toBe(
      '.ant-btn{color:blue}.ant-tag{margin:0}.ant-form-item-control-input-content:has(>.ant-switch:only-child,>.ant-rate:only-child){display:flex}@keyframes antZoom{0%{opacity:0}}',
    )
    expect(lazySheet(css)).toBe(
      '.ant-slider-rail{margin:0}.ant-cascader-panel .ant-cascader-checkbox:has(.ant-cascader-checkbox-input:focus-visible){outline:0}@media (min-width:1px){@supports (x:y){.ant-tree{color:red}}}',
    )
  })
})

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(f) ? [path] : []
  })
/** The source files that import `component` from antd. */
const importing = (component: string) =>
  sources('src').filter(
    (file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'antd(?:\/[^']*)?'/g)].some((m) =>
        m[1].split(',').some((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] === component),
      ) ||
      new RegExp(`from 'antd/(?:es|lib)/${component.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())}(?:/|')`).test(
        readFileSync(file, 'utf8'),
      ),
  )

describe('the app imports none of them from antd', () => {
  it.each(Object.keys(UNUSED_ANTD))('%s', (component) => {
    expect(importing(component), `${component}: its styles are not shipped (scripts/antdCss.mjs)`).toEqual([])
  })
})

describe('a file that renders one of the rarer form controls imports their sheet', () => {
  it.each(Object.keys(LAZY_ANTD))('%s', (component) => {
    const without = importing(component).filter((file) => !readFileSync(file, 'utf8').includes(`styles/${LAZY_ANTD_SHEET}'`))
    expect(without, `${component}: its styles are in ${LAZY_ANTD_SHEET} (scripts/antdCss.mjs)`).toEqual([])
  })
})
