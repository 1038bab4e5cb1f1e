/** Randomness for tokens, codes and captcha keys (crypto-grade where the platform has it: browsers and node 20 do). */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function randomString(length: number, alphabet = ALNUM): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

/** yudao's tokens are 32 hex characters. */
export const randomToken = () => randomString(32, '0123456789abcdef')

/** An integer in [min, max]. */
export const randomInt = (min: number, max: number) =>
  min + (crypto.getRandomValues(new Uint32Array(1))[0] % (max - min + 1))
