/**
 * antd's static stylesheet (src/styles/antd.css imports antd/dist/antd.css, ≈ 1 MB: every component) less the
 * components the app never renders (issue 23). Chromium parses the whole sheet on the main thread when the layout's
 * chunk arrives — on a reload right when the first data does (≈ 40–50 ms) — and matches its rules at every style
 * recalculation; ≈ 30 % of it styles components we don't use.
 *
 * One place for the list: a PostCSS plugin (vite.config.ts) drops every selector that needs a class of these
 * components (such a selector matches nothing while no element has the class), and rules left without selectors; the
 * CSS variables antd writes for ids of its own demos (`.css-var-_R_…`) go too. A unit test fails when src imports one of
 * these components from antd; the English journey fails when any page shows an element with one of their classes
 * (antd renders some inside others: Timeline is a Steps, so Steps stays).
 */
export const UNUSED_ANTD = {
  Anchor: ['anchor'],
  AutoComplete: ['select-auto-complete'],
  Calendar: ['picker-calendar'],
  Carousel: ['carousel'],
  FloatButton: ['float-btn'],
  Image: ['image'],
  List: ['list'],
  Masonry: ['masonry'],
  Mentions: ['mentions'],
  Segmented: ['segmented'],
  Splitter: ['splitter'],
  Tour: ['tour'],
}

/**
 * Components only the form engine's rarer kinds render (src/features/bpm/form/heavyControls.tsx, issue 43): their
 * rules leave the sheet every page loads for LAZY_ANTD_SHEET, which that chunk imports, so they load with it.
 */
export const LAZY_ANTD = {
  Cascader: ['cascader'],
  ColorPicker: ['color-picker'],
  Rate: ['rate'],
  Slider: ['slider'],
  Transfer: ['transfer'],
  Tree: ['tree'],
  TreeSelect: ['tree-select', 'select-tree'],
}
export const LAZY_ANTD_SHEET = 'antdFormControls.css'

const classesOf = (components) =>
  Object.values(components)
    .flat()
    .map((family) => `ant-${family}`)

/** The class prefixes (`ant-anchor`, `ant-anchor-link` …) of the unused components. */
export const UNUSED_ANTD_CLASSES = classesOf(UNUSED_ANTD)

/** A selector that needs one of these classes (`.ant-tree`, `.ant-tree-treenode`, not `.ant-upload-list`). */
const needing = (classes) => new RegExp(String.raw`\.(?:${classes.join('|')})(?![a-z0-9_])`)
/** Unused components' selectors, and antd's own demo variable scopes (`.css-var-_R_…`). */
const UNUSED_SELECTOR = new RegExp(`${needing(UNUSED_ANTD_CLASSES).source}|\\.css-var-_`)
const LAZY_SELECTOR = needing(classesOf(LAZY_ANTD))

/**
 * PostCSS plugin (Vite runs it after inlining @imports): LAZY_ANTD_SHEET keeps only the lazy components' rules; every
 * other sheet loses them and the unused components' rules.
 */
export function dropUnusedAntd() {
  return {
    postcssPlugin: 'drop-unused-antd',
    Once(root, { result }) {
      const lazySheet = (result.opts.from ?? '').endsWith(LAZY_ANTD_SHEET)
      // a lazy class named only as one choice of several (`:has(> .ant-switch, > .ant-rate)`) keeps the rule for everybody
      const lazy = (selector) => LAZY_SELECTOR.test(selector.replace(/:(?:has|is|where)\((?:[^()]|\([^()]*\))*\)/g, ''))
      const keep = lazySheet
        ? (selector) => lazy(selector) && !UNUSED_SELECTOR.test(selector)
        : (selector) => !lazy(selector) && !UNUSED_SELECTOR.test(selector)
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) {
          if (lazySheet) rule.remove() // the main sheet has every keyframe
          return
        }
        const kept = rule.selectors.filter(keep)
        if (!kept.length) rule.remove()
        else if (kept.length < rule.selectors.length) rule.selectors = kept
      })
      // innermost first: an at-rule left with only empty at-rules inside is empty too
      const empty = []
      root.walkAtRules((atRule) => void empty.unshift(atRule))
      for (const atRule of empty) if (atRule.nodes?.length === 0) atRule.remove()
    },
  }
}
