import { translate } from '../i18n'

/**
 * Unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-symbol alphabet (no I, O, S,
 * V, Z); the 18th is a check character over the first 17 with fixed weights, modulo 31.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
const SYMBOLS = /^[0-9A-HJ-NPQRTUWXY]+$/

/** Upper-case without spaces: what people paste from licences often has them. */
export const normaliseUscc = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** The check character for the first 17 characters; undefined when they are not valid symbols. */
export function usccCheckChar(first17: string): string | undefined {
  if (first17.length !== 17 || !SYMBOLS.test(first17)) return undefined
  const sum = [...first17].reduce((acc, ch, i) => acc + ALPHABET.indexOf(ch) * WEIGHTS[i], 0)
  return ALPHABET[(31 - (sum % 31)) % 31]
}

/** Why a code is not valid, in the words the form shows (the interface's language); undefined when it is valid. */
export function usccError(raw: string): string | undefined {
  const code = normaliseUscc(raw)
  if (!code) return translate('common', 'usccRequired')
  if (code.length !== 18) return translate('common', 'usccLength')
  if (!SYMBOLS.test(code)) return translate('common', 'usccSymbols')
  if (usccCheckChar(code.slice(0, 17)) !== code[17]) return translate('common', 'usccCheck')
  return undefined
}

export const isValidUscc = (raw: string) => usccError(raw) === undefined
