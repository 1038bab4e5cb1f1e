import { describe, expect, it } from 'vitest'
import { isValidUscc, usccCheckChar } from './uscc'

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts published codes and the demo companies', () => {
    for (const code of [
      '914403001922038216',
      '9144030071526726XG',
      '91110000802100433B',
      '91320505MA1W8G3K8J',
      '91320594MA1N7Q2K53',
    ]) {
      expect(isValidUscc(code)).toBe(true)
    }
  })
  it('rejects a wrong check character, a wrong length and excluded letters', () => {
    expect(isValidUscc('91320505MA1W8G3K8K')).toBe(false)
    expect(isValidUscc('91320505MA1W8G3K8')).toBe(false)
    expect(usccCheckChar('91320505MA1W8G3KO')).toBeUndefined() // O is not a symbol
  })
})
