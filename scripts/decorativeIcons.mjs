/**
 * antd's icons name themselves to screen readers by their English file names (`<span role="img" aria-label="home">`,
 * `down`, `close`, `right` …: issue 16). This Vite/Rolldown plugin wraps the two components every icon renders through
 * (@ant-design/icons' AntdIcon and AntdIconLight) so an icon is decorative — hidden from assistive technology — unless
 * its caller names it (`aria-label` / `aria-labelledby`). Controls keep their own Chinese names. node_modules is not
 * touched: the wrapper is a virtual module between the icon files and the originals.
 */
const PREFIX = '\0decorative-icon:'
const ICON_COMPONENT = /(^|[\\/])(AntdIcon|AntdIconLight)(\.js)?$/
const ICONS_PACKAGE = /[\\/]@ant-design[\\/]icons[\\/]/

export function decorativeIcons() {
  return {
    name: 'decorative-antd-icons',
    // Before Vite's own resolver, which would otherwise answer these relative imports first.
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || importer.startsWith(PREFIX) || !ICONS_PACKAGE.test(importer) || !ICON_COMPONENT.test(source)) return null
      const original = await this.resolve(source, importer, { skipSelf: true })
      return original ? PREFIX + original.id : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const original = JSON.stringify(id.slice(PREFIX.length))
      return `import * as React from 'react'
import Original from ${original}
const Decorative = React.forwardRef(function Decorative(props, ref) {
  const named = props['aria-label'] != null || props['aria-labelledby'] != null
  return React.createElement(Original, Object.assign({ 'aria-hidden': named ? undefined : true }, props, { ref }))
})
// The icon statics (two-tone colour), not the forwardRef internals.
Decorative.getTwoToneColor = Original.getTwoToneColor
Decorative.setTwoToneColor = Original.setTwoToneColor
export default Decorative
`
    },
  }
}
