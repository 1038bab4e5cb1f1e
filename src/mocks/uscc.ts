/**
 * Unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-symbol alphabet (no I, O, S, V,
 * Z); the last one is a check character over the first 17 with fixed weights, modulo 31.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** The check character for the first 17 characters; undefined when they are not valid symbols. */
export function usccCheckChar(first17: string): string | undefined {
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(first17)) return undefined
  const sum = [...first17].reduce((acc, ch, i) => acc + ALPHABET.indexOf(ch) * WEIGHTS[i], 0)
  return ALPHABET[(31 - (sum % 31)) % 31]
}

export const isValidUscc = (code: string): boolean =>
  code.length === 18 && usccCheckChar(code.slice(0, 17)) === code[17]
