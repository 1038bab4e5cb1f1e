/** Optional sign, no leading zeros, optional decimals (spec §5). */
const NUMBER_PATTERN = /^[+-]?(0|[1-9]\d*)(\.\d+)?$/

export const isNumber = (value: unknown): boolean => NUMBER_PATTERN.test(String(value ?? '').trim())

/** null when a value is missing or the divisor is 0; otherwise the quotient rounded down to two decimals (spec §5). */
export function divide(dividend: number | null | undefined, divisor: number | null | undefined): number | null {
  if (dividend === null || dividend === undefined || divisor === null || divisor === undefined || divisor === 0) return null
  return Math.floor((dividend / divisor) * 100) / 100
}
