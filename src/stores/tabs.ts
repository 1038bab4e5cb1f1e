import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { tokens } from '../api/http/tokens'
import { text, translate, type Text } from '../i18n'
import { joinPath, type AppRoute, type RouteMeta } from '../router/types'
import { STORAGE_KEYS } from '../utils/storage'

/**
 * A visited tab (spec §3): identified by its path; fullPath keeps the query it was last shown with. What it is called is
 * its route's title, looked up when shown (TabsBar) so it follows a language switch; `title` is the route's own, kept
 * in storage only when it is a plain string (a server menu's name: a message can't be stored, and needn't be).
 */
export interface VisitedTab {
  path: string
  fullPath: string
  query: Record<string, string>
  name?: string
  title?: Text
  meta: RouteMeta
}

export type CloseKind = 'current' | 'others' | 'left' | 'right' | 'all'

/**
 * How many pages carry each title (in the current language), counted once per path: a page known twice — a static
 * route of the spec and the server's menu entry for the same path (/bpm/manager/model) — is one page (issue 46).
 */
export function titleCounts(routes: AppRoute[]): Map<string, number> {
  const paths = new Map<string, Set<string>>()
  const walk = (list: AppRoute[], base: string) => {
    for (const r of list) {
      const path = joinPath(base, r.path)
      const title = r.meta?.title && text(r.meta.title)
      if (title) paths.set(title, (paths.get(title) ?? new Set()).add(path))
      walk(r.children ?? [], path)
    }
  }
  walk(routes, '/')
  return new Map([...paths].map(([title, set]) => [title, set.size]))
}

/**
 * A tab's title (issue 16): a title that several pages carry says its parent's title, set off so the two don't read as
 * one word (首页（企业调研） next to the portal's 首页, "Home (Survey)"; issue 46), so every tab — and the browser
 * title — says where it belongs. A top-level route keeps its title.
 */
export function tabTitle(title: string, parentTitle: string | undefined, counts: ReadonlyMap<string, number>): string {
  if ((counts.get(title) ?? 0) < 2 || !parentTitle || title.startsWith(parentTitle)) return title
  return translate('layout', 'titleWithParent', { title, parent: parentTitle })
}

/** Kept alive when hidden: pages not marked noCache, and frame pages always (a reloaded frame loses its state). */
export const isCacheable = (tab: Pick<VisitedTab, 'meta'>) => !tab.meta.noCache || !!tab.meta.link

const isAffix = (tab: VisitedTab) => !!tab.meta.affix

/** What identifies a tab, for storage: a title that is a message (a function) is left out and looked up when shown. */
const storable = ({ title, meta, ...tab }: VisitedTab): VisitedTab => ({
  ...tab,
  ...(typeof title === 'string' ? { title } : {}),
  meta: { ...meta, title: typeof meta.title === 'string' ? meta.title : undefined },
})

/** The tabs a close action leaves (spec §2.3): affixed tabs always stay. */
export function remainingAfter(visited: VisitedTab[], kind: CloseKind, path: string): VisitedTab[] {
  const index = visited.findIndex((t) => t.path === path)
  switch (kind) {
    case 'current':
      return visited.filter((t) => t.path !== path || isAffix(t))
    case 'others':
      return visited.filter((t) => t.path === path || isAffix(t))
    case 'left':
      return index < 0 ? visited : visited.filter((t, i) => i >= index || isAffix(t))
    case 'right':
      return index < 0 ? visited : visited.filter((t, i) => i <= index || isAffix(t))
    case 'all':
      return visited.filter(isAffix)
  }
}

/**
 * Where to go after a close (spec §2.3): nowhere while the active tab survives; after 关闭其他 to the tab it was chosen
 * on; otherwise to the last remaining tab, else the root.
 */
export function nextAfterClose(remaining: VisitedTab[], kind: CloseKind, path: string, activePath: string): string | undefined {
  if (remaining.some((t) => t.path === activePath)) return undefined
  const chosen = remaining.find((t) => t.path === path)
  if (kind === 'others' && chosen) return chosen.fullPath
  return remaining.at(-1)?.fullPath ?? '/'
}

interface TabsState {
  visited: VisitedTab[]
  /** Paths whose page stays mounted while hidden (keep-alive); closing or refreshing a tab drops it. */
  cached: string[]
  /** Adds or updates the tab of the page being shown. */
  addTab(tab: VisitedTab): void
  /** Puts the affixed tabs first, once (spec §2.3: they can't be closed). */
  addAffixTabs(tabs: VisitedTab[]): void
  /** Closes tabs; returns the path to navigate to when the active tab went away. */
  close(kind: CloseKind, path: string, activePath: string): string | undefined
  /** Drops the page's cache so it mounts again (刷新页面 goes through /redirect afterwards). */
  dropCache(path: string): void
  reset(): void
}

export const useTabs = create<TabsState>()(
  persist(
    (set, get) => ({
      visited: [],
      cached: [],
      addTab(tab) {
        const { visited, cached } = get()
        const i = visited.findIndex((t) => t.path === tab.path)
        const next = i < 0 ? [...visited, tab] : visited.map((t, j) => (j === i ? { ...t, ...tab, meta: { ...t.meta, ...tab.meta } } : t))
        const keep = isCacheable(tab) && !cached.includes(tab.path)
        if (i >= 0 && !keep && visited[i].fullPath === tab.fullPath && visited[i].title === tab.title) return
        set({ visited: next, cached: keep ? [...cached, tab.path] : cached })
      },
      addAffixTabs(tabs) {
        const missing = tabs.filter((a) => !get().visited.some((t) => t.path === a.path))
        if (missing.length) set({ visited: [...missing, ...get().visited] })
      },
      close(kind, path, activePath) {
        const remaining = remainingAfter(get().visited, kind, path)
        const paths = new Set(remaining.map((t) => t.path))
        set({ visited: remaining, cached: get().cached.filter((p) => paths.has(p)) })
        return nextAfterClose(remaining, kind, path, activePath)
      },
      dropCache: (path) => set({ cached: get().cached.filter((p) => p !== path) }),
      reset: () => set({ visited: [], cached: [] }),
    }),
    {
      // spec §4 / issue: visited tabs survive a reload of this browser tab.
      name: STORAGE_KEYS.visitedTabs,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ visited: s.visited.map(storable) }),
      merge: (persisted, current) => {
        const visited = (persisted as { visited?: VisitedTab[] } | undefined)?.visited ?? []
        // Nothing is mounted after a reload; cacheable tabs are kept alive again once shown.
        return { ...current, visited, cached: visited.filter(isCacheable).map((t) => t.path) }
      },
      migrate: (old) => old as { visited: VisitedTab[] },
    },
  ),
)

// Signing out (or a session ending elsewhere) forgets the tabs, so the next user doesn't see them.
tokens.subscribe(() => {
  if (!tokens.access()) useTabs.getState().reset()
})
