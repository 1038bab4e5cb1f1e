import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'

/** AJ-Captcha's cipher: AES-ECB, PKCS7, the secretKey's UTF-8 bytes as key, base64 out. */
export function aesEncrypt(text: string, secretKey: string): string {
  return AES.encrypt(Utf8.parse(text), Utf8.parse(secretKey), { mode: ECB, padding: Pkcs7 }).toString()
}

/** The drop point as AJ-Captcha sends it: only x is puzzled, y is fixed at 5. */
export const pointText = (x: number) => JSON.stringify({ x, y: 5.0 })

/** `pointJson` for /check; without a secretKey (captcha encryption off on the server) the plain JSON. */
export const encryptPoint = (x: number, secretKey: string | undefined) =>
  secretKey ? aesEncrypt(pointText(x), secretKey) : pointText(x)

/** What the login sends after a successful check: token---point, encrypted the same way. */
export const captchaVerification = (token: string, x: number, secretKey: string | undefined) =>
  secretKey ? aesEncrypt(`${token}---${pointText(x)}`, secretKey) : `${token}---${pointText(x)}`
