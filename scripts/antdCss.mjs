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

/** The class prefixes (`ant-tree`, `ant-tree-treenode` …) of the components above. */
export const UNUSED_ANTD_CLASSES = Object.values(UNUSED_ANTD)
  .flat()
  .map((family) => `ant-${family}`)

/** A selector that needs one of those classes (`.ant-tree`, `.ant-tree-treenode`, not `.ant-upload-list`), or one of antd's
 * own demo variable scopes. */
const UNUSED_SELECTOR = new RegExp(String.raw`\.(?:(?:${UNUSED_ANTD_CLASSES.join('|')})(?![a-z0-9_])|css-var-_)`)

/** PostCSS plugin: the stylesheet without rules for the components above (Vite runs it after inlining @imports). */
export function dropUnusedAntd() {
  return {
    postcssPlugin: 'drop-unused-antd',
    Once(root) {
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return
        const kept = rule.selectors.filter((selector) => !UNUSED_SELECTOR.test(selector))
        if (!kept.length) rule.remove()
        else if (kept.length < rule.selectors.length) rule.selectors = kept
      })
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove()
      })
    },
  }
}
