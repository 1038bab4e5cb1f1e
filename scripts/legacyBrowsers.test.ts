// The floor's stylesheets (issue 50): what Chromium 86 reads must cascade as today's browsers cascade the original.
import { describe, expect, it } from 'vitest'
import { boost, legacyCss, legacyName, legacySelector } from './legacyBrowsers.mjs'

describe('legacy stylesheets', () => {
  it('weighs every rule outside a layer one id more, before a trailing pseudo-element', () => {
    expect(boost('.app .ant-btn')).toBe('.app .ant-btn:not(#\\#)')
    expect(boost('a::before')).toBe('a:not(#\\#)::before')
    expect(boost('.x:after')).toBe('.x:not(#\\#):after')
    expect(boost('input::-webkit-input-placeholder')).toBe('input:not(#\\#)::-webkit-input-placeholder')
    expect(boost('.a:hover')).toBe('.a:hover:not(#\\#)')
  })

  it('unwraps antd’s layer, leaves its rules as they are and keeps ours above them', async () => {
    const css = await legacyCss(
      '@layer antd{.ant-btn.ant-btn-primary{color:blue}} .tool{color:red} @layer x; @media (min-width:1px){.wide{color:green}}',
    )
    expect(css).not.toContain('@layer')
    expect(css).toContain('.ant-btn.ant-btn-primary{color:#00f}')
    // Less specific than antd's rule, yet above it as the layer kept it: one id outweighs any number of classes.
    expect(css).toContain('.tool:not(#\\#){color:red}')
    expect(css).toContain('.wide:not(#\\#){color:green}')
  })

  it('reads :where() as :-webkit-any(), which Chromium 86 knows', async () => {
    const css = await legacyCss('@layer sme-base{:where(a,[role=tab]):focus-visible{outline:2px solid}}')
    expect(css).toBe(':-webkit-any(a,[role=tab]):focus-visible{outline:2px solid}')
  })

  it('reads a :not() list of simple selectors as a chain of :not()s, which Chromium 86 knows', async () => {
    expect(legacySelector('html a:not(.ant-btn, .portal-tile, [role=tab])')).toBe('html a:not(.ant-btn):not(.portal-tile):not([role=tab])')
    expect(legacySelector('a:not(:disabled)')).toBe('a:not(:disabled)')
    expect(legacySelector('a:not(.x .y, .z)')).toBe('a:not(.x .y, .z)') // not simple: left as it is
    const css = await legacyCss("html[data-care='1'] :is(.app-main, .entrance) a:not(.ant-btn, .portal-tile){text-decoration:underline}")
    expect(css).toContain('a:not(.ant-btn):not(.portal-tile):not(#\\#){text-decoration:underline}')
  })

  it('leaves keyframes alone', async () => {
    expect(await legacyCss('@keyframes spin{from{opacity:0}to{opacity:1}}')).toBe('@keyframes spin{0%{opacity:0}to{opacity:1}}')
  })

  it('turns logical properties into physical ones (left to right) and lowers what Chromium 86 lacks', async () => {
    const css = await legacyCss(
      '@layer antd{.a{margin-inline:0 8px;padding-block:4px;inset-inline-start:0;border-start-start-radius:2px;inset:0}} .b{&:hover{color:color-mix(in srgb, red 50%, blue)}}',
    )
    expect(css).toContain('margin-left:0;margin-right:8px')
    expect(css).toContain('padding-top:4px;padding-bottom:4px')
    expect(css).toContain('border-top-left-radius:2px')
    for (const side of ['top', 'right', 'bottom', 'left']) expect(css).toContain(`${side}:0`)
    expect(css).not.toMatch(/inline|block-|inset|color-mix|&/)
    expect(css).toContain('.b:not(#\\#):hover{color:purple}')
  })

  it('names a twin beside its original', () => {
    expect(legacyName('assets/layout-AbC123.css')).toBe('assets/layout-AbC123.legacy.css')
  })
})
