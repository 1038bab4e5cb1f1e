// What a user sees or hears on a page, for the language journeys (issues 16, 25): visible text, tooltips, accessible
// names, placeholders and the document title — without data (server values in table cells, description values, tags,
// what is marked translate="no"), code samples, and what is marked as another language (the language switch's name).
import type { Page } from 'playwright-core'
import { bareRoutes, layoutRoutes, OPEN_PATHS } from '../../src/router/staticRoutes'
import { joinPath, type AppRoute } from '../../src/router/types'
import { activePage } from './harness'

export interface Finding {
  kind: string
  text: string
  where: string
}

/** What is visible or announced on the page now: text nodes of visible elements, and their tooltips/names/placeholders. */
export async function visibleTexts(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const out: { kind: string; text: string; where: string }[] = []
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false })
    const where = (el: Element) => {
      const parts: string[] = []
      for (let e: Element | null = el; e && parts.length < 3; e = e.parentElement) {
        const cls = typeof e.className === 'string' ? e.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : ''
        parts.unshift(`${e.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`)
      }
      return parts.join(' > ')
    }
    // Code samples (yudao module names in <code>) are identifiers, not prose.
    const skip = 'script, style, noscript, svg title, code'
    // Values from the server (table cells, description values) are data — config keys, model keys, user names — not
    // the product's texts; controls inside them are still checked.
    const data = '.ant-table-tbody td, .ant-descriptions-item-content, .ant-tag, [translate="no"]'
    const isData = (el: Element) => !!el.closest(data) && !el.closest('button, .ant-btn, [role=button]')
    // A name in its own language (the language switch says English / 简体中文), marked with its lang.
    const page = document.documentElement.lang
    const foreign = (el: Element) => {
      const lang = el.closest('[lang]')?.getAttribute('lang')
      return !!lang && lang !== page
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement
      const text = n.nodeValue?.trim()
      if (!parent || !text || parent.closest(skip) || isData(parent) || foreign(parent) || !shown(parent)) continue
      out.push({ kind: 'text', text, where: where(parent) })
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt], [aria-roledescription], [aria-valuetext]')) {
      if (!shown(el) || el.closest('[aria-hidden="true"]') || foreign(el)) continue
      for (const attr of ['title', 'aria-label', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) {
        if (attr === 'title' && isData(el)) continue // an ellipsis cell repeats its value as a tooltip
        const v = el.getAttribute(attr)?.trim()
        if (v) out.push({ kind: attr, text: v, where: where(el) })
      }
    }
    out.push({ kind: 'document.title', text: document.title, where: 'head' })
    return out
  })
}

/**
 * Every string the API sent to a page (menu names, users, news, dictionary labels …): data, shown as the server sends
 * it in either language (issue 25). Watched from the first request; `isData(run)` says whether a run of Chinese is
 * one of those strings' own runs (whole runs only: a leftover 新增 is not excused by a notice that mentions 新增功能).
 */
export function watchServerData(page: Page) {
  const strings: string[] = []
  const runs = new Set<string>()
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      strings.push(value)
      for (const run of value.match(CHINESE_RUNS) ?? []) runs.add(run)
    }
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  page.on('response', (response) => {
    if (!response.url().includes('/admin-api/') || !/json/.test(response.headers()['content-type'] ?? '')) return
    response.json().then(collect, () => undefined) // a body already gone (a navigation) has nothing to say
  })
  return { isData: (run: string) => runs.has(run), strings }
}

/** Chinese characters, CJK punctuation and full-width forms (，。：（）). */
export const CHINESE_RUNS = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]+/g

/** Findings once each, with the pages they are on: one text wrong on every page is one line, not forty. */
export function distinct(problems: string[]): string[] {
  const pages = new Map<string, string[]>()
  for (const p of problems) {
    const at = p.indexOf(': "')
    const what = p.slice(at + 2)
    pages.set(what, [...(pages.get(what) ?? []), p.slice(0, at)])
  }
  return [...pages].map(([what, on]) => `${what} — on ${on.length > 3 ? `${on.slice(0, 3).join(', ')} and ${on.length - 3} more` : on.join(', ')}`)
}

/** What `wordsOf` finds wrong in each text on the page now, with where it is (for the failure message). */
export async function wrongWords(page: Page, label: string, wordsOf: (text: string) => string[]): Promise<string[]> {
  const found = await visibleTexts(page)
  return found.flatMap((f) => wordsOf(f.text).map((w) => `${label}: "${w}" in ${f.kind} "${f.text.slice(0, 80)}" (${f.where})`))
}

/** A page has settled: the route progress bar is done and nothing in the page is still spinning. */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const bar = document.querySelector('[data-testid=route-progress]')
      const busy = [...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, .page-loading')].some((e) =>
        e.checkVisibility(),
      )
      return (!bar || bar.classList.contains('route-progress--done')) && !busy
    },
    undefined,
    { timeout: 30_000 },
  )
}

/** In-app navigation (no reload): what a click on a menu entry does. */
export async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p)
    dispatchEvent(new PopStateEvent('popstate'))
  }, `/portal${path}`)
  await page.waitForURL((u) => u.pathname + u.search === `/portal${path}`)
  await activePage(page).first().waitFor()
  await settled(page)
}

// Values for route params and queries the pages need to show something real (seeded demo data).
export const PARAMS: Record<string, string> = { category: 'technology', dictId: '1', tableId: '1', propertyId: '1', spuId: '1' }
export const QUERIES: Record<string, string> = {}

/** Every static layout route and every menu page of a user, as app paths with sample params. */
export function flatten(routes: AppRoute[], base = '/'): string[] {
  return routes.flatMap((r) => {
    const path = joinPath(base, r.path)
    const own = r.component && r.component !== 'ParentView' && !/^https?:/.test(path) ? [path] : []
    return [...own, ...flatten(r.children ?? [], path)]
  })
}
export const withParams = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1') + (QUERIES[path] ?? '')


/** Every static layout route, every menu page of the signed-in user and the bare pages behind a session, with sample params. */
export async function everyRoute(page: Page): Promise<string[]> {
  const menus = await page.evaluate(async () => {
    const r = await fetch('/admin-api/system/auth/get-permission-info', {
      headers: { Authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`, 'tenant-id': '1' },
    })
    return ((await r.json()) as { data: { menus: unknown[] } }).data.menus
  })
  const menuRoutes = (function toRoutes(items: { path: string; component?: string; children?: unknown[] }[]): AppRoute[] {
    return items.map((m) => ({ path: m.path, component: m.component || (m.children?.length ? 'ParentView' : undefined), children: toRoutes((m.children ?? []) as never) }))
  })(menus as never)
  const bare = bareRoutes.map((r) => r.path).filter((p) => !OPEN_PATHS.includes(p) && p !== '/404' && p !== '/401')
  return [...new Set([...flatten(layoutRoutes), ...flatten(menuRoutes), ...bare])].map(withParams)
}
