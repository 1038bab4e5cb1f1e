import { theme as antdTheme, type MappingAlgorithm } from 'antd'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from './stores/memoryStorage.testutil'
import { rememberedAlgorithm } from './themeAlgorithm'
import { STORAGE_KEYS } from './utils/storage'

vi.stubGlobal('localStorage', memoryStorage())
const seed = (colorPrimary: string) => ({ ...antdTheme.defaultSeed, colorPrimary })
const kept = () => Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEYS.themeTokens) ?? '{}') as object)

describe("antd's derived tokens remembered across starts (issue 51)", () => {
  beforeEach(() => localStorage.clear())

  it.each([
    [false, false, [antdTheme.defaultAlgorithm]],
    [true, false, [antdTheme.darkAlgorithm]],
    [true, true, [antdTheme.darkAlgorithm, antdTheme.compactAlgorithm]],
  ] as const)('dark %s, compact %s: what antd derives, computed once and then read back', (dark, compact, antd) => {
    const chain: readonly MappingAlgorithm[] = antd
    const expected = chain.reduce<ReturnType<MappingAlgorithm> | undefined>((m, a) => a(seed('#409eff'), m), undefined)
    expect(rememberedAlgorithm(dark, compact)(seed('#409eff'))).toEqual(expected)
    expect(kept()).toHaveLength(1)
    // The next start reads it instead of deriving: what storage holds is what antd gets.
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.themeTokens)!) as Record<
      string,
      Record<string, unknown>
    >
    const [key] = Object.keys(stored)
    localStorage.setItem(
      STORAGE_KEYS.themeTokens,
      JSON.stringify({ [key]: { ...stored[key], colorLink: 'read back' } }),
    )
    expect(rememberedAlgorithm(dark, compact)(seed('#409eff'))).toEqual({ ...expected, colorLink: 'read back' })
  })

  it('one function per combination, so antd keeps finding its theme', () => {
    expect(rememberedAlgorithm(true, false)).toBe(rememberedAlgorithm(true, false))
    expect(rememberedAlgorithm(true, false)).not.toBe(rememberedAlgorithm(false, false))
  })

  it('another seed is derived anew, and only the newest three are kept', () => {
    const algorithm = rememberedAlgorithm(false, false)
    const blue = algorithm(seed('#1677ff'))
    expect(algorithm(seed('#13c2c2')).colorPrimary).not.toBe(blue.colorPrimary)
    for (const color of ['#722ed1', '#eb2f96']) algorithm(seed(color))
    expect(kept()).toHaveLength(3)
    expect(kept().some((key) => key.includes('"colorPrimary":"#1677ff"'))).toBe(false)
    expect(kept().filter((key) => key.includes('"colorPrimary":"#eb2f96"'))).toHaveLength(1)
  })

  it('a broken or foreign entry is derived again, and storage that refuses writes changes nothing', () => {
    const algorithm = rememberedAlgorithm(false, false)
    const expected = antdTheme.defaultAlgorithm(seed('#409eff'))
    algorithm(seed('#409eff'))
    const [key] = kept()
    localStorage.setItem(STORAGE_KEYS.themeTokens, JSON.stringify({ [key]: { colorPrimary: 42 } }))
    expect(algorithm(seed('#409eff'))).toEqual(expected)
    localStorage.setItem(STORAGE_KEYS.themeTokens, 'not json')
    expect(algorithm(seed('#409eff'))).toEqual(expected)
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    localStorage.clear()
    expect(algorithm(seed('#409eff'))).toEqual(expected)
    setItem.mockRestore()
  })
})
