/**
 * What the browsers of the floor (Chromium 86–98: 信创 desktops, 360 / QQ 极速模式, Windows 7's Chrome 109 needs none of
 * it) get besides the build (issue 50), and only they: public/prefs.js asks for it when the browser lacks what the app
 * uses, so today's browsers load, parse and match nothing more.
 *
 * - `assets/legacy-<hash>.js`, a classic script (src/legacy/index.ts bundled as an IIFE): the run-time APIs the app and
 *   its libraries use that the floor lacks (core-js), and the switch of every stylesheet to its legacy twin.
 * - `<name>.legacy.css` beside each stylesheet: the same rules as the floor reads them. Cascade layers (Chromium 99)
 *   are dropped whole by older parsers — antd's sheet is `@layer antd` — so the layer's rules are unwrapped and every
 *   rule outside a layer gets one id's worth of specificity (`:not(#\#)`, an id no element has), which keeps it above
 *   any of antd's rules as the layer did (antd's selectors have no id). Logical properties become physical ones (the
 *   app is left-to-right in both its languages; Chromium 86 lacks most logical shorthands), then lightningcss lowers
 *   what else the floor lacks (nesting, colour functions).
 */
import { createHash } from 'node:crypto'
import postcss from 'postcss'
import logical from 'postcss-logical'
import { transform } from 'lightningcss'
import { build } from 'rolldown'

/** Chromium 86 in lightningcss's notation (major << 16). */
const FLOOR = { chrome: 86 << 16 }
/** An id no element has: `:not()` of it matches everything and weighs one id. */
const BOOST = ':not(#\\#)'
/** A selector's trailing pseudo-element (`::before`, `:after`, `::-webkit-scrollbar-thumb` …): the boost goes before it. */
const PSEUDO_ELEMENT = /((?:::?(?:before|after|first-line|first-letter)|::[a-z-]+(?:\([^)]*\))?)+)$/i

export const legacyName = (fileName) => fileName.replace(/\.css$/, '.legacy.css')

/** `a b::before` → `a b:not(#\#)::before`. */
export function boost(selector) {
  const pseudo = PSEUDO_ELEMENT.exec(selector)
  return pseudo ? selector.slice(0, pseudo.index) + BOOST + pseudo[1] : selector + BOOST
}

const inside = (node, name) => {
  for (let p = node.parent; p; p = p.parent) if (p.type === 'atrule' && name.test(p.name)) return true
  return false
}

/** One simple selector (a class, an id, a type, an attribute, a pseudo-class without arguments). */
const SIMPLE = /^(?:[.#]?-?[_a-z][\w-]*|\*|\[[^\]]+\]|::?[a-z-]+)$/i

/**
 * What Chromium 86's selector parser lacks, said as it reads it:
 * - `:where()` (Chromium 88) as `:-webkit-any()`: our focus ring's default (src/styles.css) is a `:where()` in a layer
 *   below antd's; unwrapped, it still comes before antd's sheet and yields to antd's own rings of the same weight.
 * - `:not(a, b)` (a list: Chromium 88) as `:not(a):not(b)` where each is a simple selector, all 86's :not takes: the
 *   links 关怀模式 underlines (src/styles/theme.css) lost their rule there.
 */
export function legacySelector(selector) {
  return selector.replace(/:where\(/g, ':-webkit-any(').replace(/:not\(([^()]*)\)/g, (whole, list) => {
    const parts = list.split(',').map((part) => part.trim())
    return parts.length > 1 && parts.every((part) => SIMPLE.test(part)) ? parts.map((part) => `:not(${part})`).join('') : whole
  })
}

/** Cascade layers as a browser without them can read them (see the file's comment). */
const unlayer = {
  postcssPlugin: 'unlayer',
  Once(root) {
    root.walkRules((rule) => {
      rule.selectors = rule.selectors.map(legacySelector)
      // A nested rule is weighed with its parent's selector (lightningcss writes it out below).
      if (rule.parent.type === 'rule' || inside(rule, /keyframes$/i) || inside(rule, /^layer$/i)) return
      rule.selectors = rule.selectors.map(boost)
    })
    root.walkAtRules(/^layer$/i, (at) => (at.nodes ? at.replaceWith(at.nodes) : at.remove()))
  },
}

/** A stylesheet as Chromium 86 reads it with the cascade today's browsers apply. */
export async function legacyCss(css, from = 'legacy.css') {
  const { css: physical } = await postcss([unlayer, logical({ inlineDirection: 'left-to-right' })]).process(css, { from })
  const { code } = transform({ filename: from, code: Buffer.from(physical), minify: true, targets: FLOOR })
  return code.toString()
}

/** The legacy script: src/legacy/index.ts as one classic script (no import, no export). */
async function legacyScript(entry) {
  const { output } = await build({
    input: entry,
    write: false,
    platform: 'browser',
    output: { format: 'iife', minify: true },
    transform: { target: 'chrome86' },
  })
  return output[0].code
}

/** Vite plugin: emits the legacy script and each stylesheet's legacy twin, and names the script to prefs.js. */
export function legacyBrowsers({ entry = 'src/legacy/index.ts' } = {}) {
  let script
  let fileName
  return {
    name: 'legacy-browsers',
    apply: 'build',
    async buildStart() {
      script = await legacyScript(entry)
      fileName = `assets/legacy-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`
    },
    // prefs.js reads where the script is from its own tag (public files are not processed by the build).
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        html.replace(/<script src="([^"]*\/prefs\.js)"><\/script>/, (tag, src) =>
          tag.replace('<script ', `<script data-legacy="${ctx.server ? '' : src.replace(/prefs\.js$/, fileName)}" `),
        ),
    },
    async generateBundle(_, bundle) {
      this.emitFile({ type: 'asset', fileName, source: script })
      for (const asset of Object.values(bundle))
        if (asset.type === 'asset' && asset.fileName.endsWith('.css'))
          this.emitFile({
            type: 'asset',
            fileName: legacyName(asset.fileName),
            source: await legacyCss(String(asset.source), asset.fileName),
          })
    },
  }
}
