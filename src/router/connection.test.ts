import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchPays } from './connection'

describe('prefetchPays (issue 46)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('fetches ahead on a fast connection, or when the browser says nothing of it', () => {
    expect(prefetchPays({ saveData: false, effectiveType: '4g' })).toBe(true)
    expect(prefetchPays({ effectiveType: '3g' })).toBe(true)
    expect(prefetchPays({})).toBe(true)
    expect(prefetchPays(undefined)).toBe(true)
  })

  it('not when the user asked to save data, whatever the speed', () => {
    expect(prefetchPays({ saveData: true, effectiveType: '4g' })).toBe(false)
  })

  it('not on a 2G-class connection', () => {
    expect(prefetchPays({ effectiveType: '2g' })).toBe(false)
    expect(prefetchPays({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('reads the browser’s navigator.connection by default', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true, effectiveType: '4g' } })
    expect(prefetchPays()).toBe(false)
    vi.stubGlobal('navigator', { connection: { saveData: false, effectiveType: '4g' } })
    expect(prefetchPays()).toBe(true)
  })
})
