import Fuse from 'fuse.js'
import type { SearchEntry } from './routeTree'

/** spec §2.3 / §9: fuzzy route search, title weight 0.7, path weight 0.3, threshold 0.4 (yudao's HeaderSearch options). */
export const ROUTE_SEARCH_OPTIONS = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
}

/** More results than fit in the dropdown only cost time per keystroke. */
export const ROUTE_SEARCH_LIMIT = 50

/** Builds the index once; the returned function runs per keystroke. */
export function createRouteSearch(entries: SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, ROUTE_SEARCH_OPTIONS)
  return (query) => (query.trim() ? fuse.search(query.trim(), { limit: ROUTE_SEARCH_LIMIT }).map((r) => r.item) : [])
}
