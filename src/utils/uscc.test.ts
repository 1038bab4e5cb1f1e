import { describe, expect, it } from 'vitest'
import { isValidUscc, normaliseUscc, usccCheckChar, usccError } from './uscc'

describe('unified social credit code checksum (GB 32100-2015)', () => {
  it('accepts published codes and the demo company', () => {
    for (const code of ['914403001922038216', '9144030071526726XG', '91110000802100433B', '91320505MA1W8G3K8J']) {
      expect(usccError(code)).toBeUndefined()
    }
  })

  it('says what is wrong: empty, length, symbols, check character', () => {
    expect(usccError('')).toBe('请输入统一社会信用代码')
    expect(usccError('91320505MA1W8G3K8')).toBe('统一社会信用代码应为 18 位')
    expect(usccError('91320505MA1W8G3KOJ')).toBe('统一社会信用代码只含数字和大写字母（不含 I、O、S、V、Z）')
    expect(usccError('91320505MA1W8G3K8K')).toBe('统一社会信用代码校验位不正确，请核对后重新输入')
  })

  it('reads pasted codes with spaces and lower case', () => {
    expect(normaliseUscc(' 9132 0505 ma1w 8g3k 8j ')).toBe('91320505MA1W8G3K8J')
    expect(isValidUscc('9132 0505 ma1w 8g3k 8j')).toBe(true)
  })

  it('accepts the computed check character for every 17th symbol, and only it', () => {
    const base = '91320505MA1W8G3K'
    for (const ch of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      const first17 = base + ch
      const check = usccCheckChar(first17)!
      expect(isValidUscc(first17 + check)).toBe(true)
      const wrong = check === '0' ? '1' : '0'
      expect(isValidUscc(first17 + wrong)).toBe(false)
    }
  })

  it('accepts the free demo code used for binding and rejects an excluded letter', () => {
    expect(isValidUscc('91320594MA1N7Q2K53')).toBe(true)
    expect(usccCheckChar('91320505MA1W8G3KO')).toBeUndefined()
  })
})
