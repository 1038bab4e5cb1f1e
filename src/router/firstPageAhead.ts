/**
 * The session's first page, asked for ahead (issue 23): which page it will be before the menus are here (the last
 * session's hint, a static route, a guess), its code and its first rows beside the session's calls, and the first
 * render's short wait for those rows.
 */
import { quietly } from '../api/http/client'
import { sentAheadCount } from '../api/http/startupCalls'
import { local, STORAGE_KEYS } from '../utils/storage'
import { ENTRANCE } from './guard'
import { loadedModule, preload } from './moduleCache'
import { findPrefetch, findView, type PrefetchModule } from './pages'
import { hintedView, pageLoaderFor } from './preload'
import { afterRequestsSent } from './requestsSent'
import { BASENAME } from './routeContext'
import { safeRedirect } from './safeRedirect'
import { layoutRoutes } from './staticRoutes'
import type { PageLoader } from './types'

/** How long the first render waits for the first page's data at most (prefetchData). */
const FIRST_DATA_WAIT_MS = 50

/** The app path the browser is on, before the router runs ('/infra/config'). */
export const currentPath = () => window.location.pathname.slice(BASENAME.length) || '/'

/** The path the session's first page will show: the current one, or on the entrance the page it goes on to. */
export function firstPath(): string {
  const path = currentPath()
  const target = path === ENTRANCE ? safeRedirect(new URLSearchParams(window.location.search).get('redirect')) : path
  return target === '/' ? '/index' : target // the layout's index route goes on to /index
}

/** The first page's data asked for early from the hint (earlyFirstPage), taken by prefetchData instead of asking twice. */
let earlyData: { page: PageLoader; answer: Promise<unknown> } | undefined

/**
 * The page's first data, asked for now. The first render waits for it, but only briefly: Chromium starts a request only
 * once the main thread is free, and the first render is one long task (≈270 ms at sign-in) that would hold it back. A
 * quick answer is here before the render; a slow one has at least left.
 */
export function prefetchData(page: PageLoader): Promise<unknown> | undefined {
  const early = earlyData?.page === page ? earlyData.answer : undefined
  earlyData = undefined
  const answer = early ?? loadedModule(page)?.prefetch?.()
  return answer && Promise.race([answer, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))])
}

/**
 * The session's calls (dictionaries, permission info, and on a reload maybe the page's first rows) have left: chunks
 * may take the connections now.
 */
export const afterSessionCalls = () => afterRequestsSent(sessionCalls - sentAheadCount(), SESSION_CALLS_WAIT_MS)
const SESSION_CALLS_WAIT_MS = 200
let sessionCalls = 2

/**
 * The session's first page as far as it is known before this session's menus are here: the last session's hint, else a
 * static page of that path, else the view yudao's menus name after it ('/infra/config' → 'infra/config/index', a guess
 * — a browser's first sign-in). `light`: the view's light prefetch module (src/views/<path>/prefetch.ts), if any.
 */
function firstPageAhead() {
  const path = firstPath()
  const hint = hintedView(path, local.getJSON<Record<string, string>>(STORAGE_KEYS.pageHint))
  const hinted = hint ? findView(hint) : undefined
  const guess = path.replace(/^\//, '')
  const guessed = findView(guess)
  const page = hinted ?? pageLoaderFor(path, layoutRoutes) ?? guessed
  const view = hinted ? hint : page === guessed ? guess : undefined
  return { page, hinted: !!hinted, light: view ? findPrefetch(view) : undefined }
}

/**
 * On the entrance (its idle moment, or the first keystroke): the first page's light prefetch module, so that at the
 * sign-in its rows leave in the same task as the session's calls, not a module load later.
 */
export function fetchFirstPageAhead() {
  const { light } = firstPageAhead()
  if (light) void preload(light)
}

/**
 * The first page by the last session's hint, before this session's menus are here (issue 23): its code (at a sign-in
 * too — fetching a page the new user may not have costs only bandwidth) and its first rows, beside the session's calls
 * when the view has a light prefetch. Sure of the page only on a reload (`sameSession`) with a hint: then the rows are
 * asked aloud, and for a view without a light prefetch once its code is here. At a sign-in the hint may be another
 * user's, or a guess: the rows are asked quietly (a page the user doesn't have says nothing; the page asks again if
 * they failed). The code waits until the session's calls have been sent: on HTTP/1.1 chunks asked for first would queue
 * them behind the browser's six connections.
 */
export function earlyFirstPage(sameSession: boolean) {
  const { page, hinted, light } = firstPageAhead()
  if (page && earlyData?.page === page) return // this session's start has already asked
  earlyData = undefined
  sessionCalls = 2
  if (!page) return
  if (light) sessionCalls = 3 // the page's rows go out with the session's calls
  const code = afterSessionCalls().then(() => preload(page))
  const sure = sameSession && hinted
  if (!sure && !light) return
  const ask = (m: PrefetchModule | undefined) => m && (sure ? m.prefetch() : quietly(m.prefetch))
  // Through the module cache: a module the entrance has fetched (fetchFirstPageAhead) is asked in this task.
  const answer = light
    ? preload(light).then(() => ask(loadedModule(light)))
    : code.then(() => loadedModule(page)?.prefetch?.())
  earlyData = { page, answer: answer.catch(() => undefined) }
}
