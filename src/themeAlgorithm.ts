import { theme as antdTheme, version, type MappingAlgorithm } from 'antd'
import { local, STORAGE_KEYS } from './utils/storage'

/** How many derivations local storage keeps (light, dark, a compact or care variant): the newest win. */
const KEEP = 3

type MapToken = ReturnType<MappingAlgorithm>
const memo = new Map<string, MappingAlgorithm>()

/**
 * antd's algorithms (seed → map tokens: the palettes of the status and 13 preset colours) cost ≈ 6–10 ms at every
 * start, for the same few inputs each time (issue 51: a reload's first row). This one is antd's, remembered in local
 * storage by antd's version, the algorithms and the seed: a reload with the same theme reads what the last start derived.
 * One function per combination, so antd's own cache of themes (by algorithm identity) finds it again.
 */
export function rememberedAlgorithm(dark: boolean, compact: boolean): MappingAlgorithm {
  const name = `${dark ? 'dark' : 'default'}${compact ? '+compact' : ''}`
  const known = memo.get(name)
  if (known) return known
  const algorithms = [
    dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    ...(compact ? [antdTheme.compactAlgorithm] : []),
  ]
  const algorithm: MappingAlgorithm = (seed, map) => {
    const key = `${version} ${name} ${JSON.stringify(seed)}`
    const kept = local.getJSON<Record<string, MapToken>>(STORAGE_KEYS.themeTokens) ?? {}
    if (!map && typeof kept[key]?.colorPrimary === 'string') return kept[key]
    const derived = algorithms.reduce<MapToken | undefined>((result, next) => next(seed, result), map) as MapToken
    if (!map) {
      delete kept[key] // the newest last: the oldest go first
      const entries = [...Object.entries(kept), [key, derived] as const].slice(-KEEP)
      try {
        local.setJSON(STORAGE_KEYS.themeTokens, Object.fromEntries(entries))
      } catch {
        // storage full or refused: derived again next time
      }
    }
    return derived
  }
  memo.set(name, algorithm)
  return algorithm
}
