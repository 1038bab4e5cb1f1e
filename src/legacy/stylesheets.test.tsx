// The floor's browsers read each stylesheet's legacy twin (issue 50): the index.html links, the session hints and those
// the build's loader adds later. (A .tsx file: it needs a document.)
import { describe, expect, it } from 'vitest'
import { switchToLegacyStylesheets } from './stylesheets'

const link = (attrs: Record<string, string>) => {
  const el = document.createElement('link')
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value)
  return el
}
const mutationsDelivered = () => new Promise<void>((resolve) => queueMicrotask(resolve))

describe('legacy stylesheets in the browser', () => {
  it('switches the app’s stylesheets already there and those added later, nothing else', async () => {
    document.head.append(
      link({ rel: 'stylesheet', href: '/portal/assets/boot-A1.css' }),
      link({ rel: 'preload', as: 'style', href: '/portal/assets/layout-B2.css' }),
      link({ rel: 'icon', href: '/portal/favicon.svg' }),
    )
    switchToLegacyStylesheets(document)
    const lazy = link({ rel: 'stylesheet', href: '/portal/assets/designer-C3.css' })
    const other = link({ rel: 'stylesheet', href: 'https://cdn.example.com/x.css' })
    document.head.append(lazy, other)
    await mutationsDelivered()
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      '/portal/assets/boot-A1.legacy.css',
      '/portal/assets/layout-B2.legacy.css',
      '/portal/favicon.svg',
      '/portal/assets/designer-C3.legacy.css',
      'https://cdn.example.com/x.css',
    ])
    // A twin is never switched again.
    document.head.append(link({ rel: 'stylesheet', href: '/portal/assets/x-D4.legacy.css' }))
    await mutationsDelivered()
    expect(document.head.lastElementChild!.getAttribute('href')).toBe('/portal/assets/x-D4.legacy.css')
  })
})
