/**
 * AJ-Captcha's `blockPuzzle` protocol, as yudao's /system/captcha/get and /check serve it. Note AJ-Captcha answers
 * `{repCode, repMsg, repData, success}` ('0000' = ok), not the `{code, msg, data}` envelope.
 *
 * - get → a background with a hole, the matching piece, a one-time `token` and an AES `secretKey`.
 * - check ← `pointJson` = base64(AES-ECB-PKCS7(key = secretKey, JSON `{x, y: 5}`)); x must be within ±5 px of the hole.
 *   Every token gets one try. On success the client sends `captchaVerification` =
 *   AES(token + '---' + pointJson-plaintext) with its login, which accepts it once.
 *
 * The images are SVG as complete data URLs (`data:image/svg+xml;base64,…`), not bare PNG base64 as AJ-Captcha sends:
 * a client should use a value starting with `data:` as is and prefix anything else with `data:image/png;base64,`.
 */
// Only the parts AJ-Captcha's AES needs, not all of crypto-js.
import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'
import { http, HttpResponse } from 'msw'
import { randomInt, randomString, randomToken } from '../random'
import { api, body } from '../util'

const WIDTH = 310 // AJ-Captcha's background size
const HEIGHT = 155
const PIECE = 42 // the piece's bounding box (square 36 + knob 6); AJ's jigsaw image is 47 wide
const JIGSAW_WIDTH = 47
const TOLERANCE = 5 // AJ-Captcha's default slip offset
const Y = 5 // AJ-Captcha fixes y at 5; only x is puzzled
const TTL_MS = 2 * 60_000 // AJ-Captcha's cache time-out

export const aesEncrypt = (text: string, key: string) =>
  AES.encrypt(Utf8.parse(text), Utf8.parse(key), {
    mode: ECB,
    padding: Pkcs7,
  }).toString()

const aesDecrypt = (base64: string, key: string) =>
  AES.decrypt(base64, Utf8.parse(key), {
    mode: ECB,
    padding: Pkcs7,
  }).toString(Utf8)

/** The decrypted pointJson (kept verbatim for captchaVerification) and its point; undefined if it doesn't decrypt. */
function decryptPoint(pointJson: string, key: string): { plain: string; x: number; y: number } | undefined {
  try {
    const plain = aesDecrypt(pointJson, key)
    const { x, y } = JSON.parse(plain) as { x?: unknown; y?: unknown }
    return { plain, x: Number(x), y: Number(y) }
  } catch {
    return undefined
  }
}

interface Puzzle {
  x: number
  secretKey: string
  expires: number
}
const puzzles = new Map<string, Puzzle>() // token → answer
const verifications = new Map<string, number>() // captchaVerification → expiry

/** Test hook: where the piece fits for this token (what a user would drag to). */
export function captchaAnswer(token: string): { x: number; y: number } | undefined {
  const puzzle = puzzles.get(token)
  return puzzle && { x: puzzle.x, y: Y }
}

/** Login's second check: a verification produced by a successful /check, usable once. */
export function consumeCaptchaVerification(captchaVerification: string): boolean {
  const expires = verifications.get(captchaVerification)
  verifications.delete(captchaVerification)
  return expires !== undefined && expires > Date.now()
}

// ---- images ----

/** The piece outline with its top-left corner at (x, y): a square with a knob on top and one on the right. */
const piecePath = (x: number, y: number) => `M${x},${y + 6} h12 a6,6 0 1,1 12,0 h12 v12 a6,6 0 1,1 0,12 v12 h-36 z`

function background(): string {
  const hue = randomInt(0, 359)
  const shapes = Array.from({ length: 14 }, () => {
    const h = (hue + randomInt(-60, 60) + 360) % 360
    return `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="${randomInt(8, 40)}" fill="hsl(${h},70%,${randomInt(40, 75)}%)" fill-opacity="0.55"/>`
  }).join('')
  const hills = `<path d="M0,${HEIGHT} L0,110 Q80,${randomInt(50, 90)} 160,105 T${WIDTH},95 L${WIDTH},${HEIGHT} Z" fill="hsl(${(hue + 120) % 360},45%,35%)" fill-opacity="0.7"/>`
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,80%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,55%)"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${shapes}${hills}`
  )
}

const svgDataUrl = (width: number, svgBody: string) =>
  'data:image/svg+xml;base64,' +
  btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">${svgBody}</svg>`,
  )

function puzzleImages(x: number, y: number) {
  const bg = background()
  const original = svgDataUrl(
    WIDTH,
    `${bg}<path d="${piecePath(x, y)}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8"/>`,
  )
  // The piece shows the background that was under the hole, moved to the left edge of its own image.
  const jigsaw = svgDataUrl(
    JIGSAW_WIDTH,
    `<defs><clipPath id="piece"><path d="${piecePath(0, y)}"/></clipPath></defs>` +
      `<g clip-path="url(#piece)"><g transform="translate(${-x},0)">${bg}</g></g>` +
      `<path d="${piecePath(0, y)}" fill="none" stroke="#fff" stroke-width="1.5"/>`,
  )
  return { original, jigsaw }
}

// ---- handlers ----

const rep = (repCode: string, repMsg: string | null, repData: unknown = null) =>
  HttpResponse.json({ repCode, repMsg, repData, success: repCode === '0000', error: repCode !== '0000' } as never)

interface CaptchaBody {
  captchaType: string
  token: string
  pointJson: string
}

export const handlers = [
  http.post(api('/system/captcha/get'), async ({ request }) => {
    const { captchaType = 'blockPuzzle' } = await body<CaptchaBody>(request)
    if (captchaType !== 'blockPuzzle') return rep('6112', '获取验证码失败：演示接口只提供 blockPuzzle')
    const x = randomInt(60, WIDTH - PIECE - 5)
    const y = randomInt(8, HEIGHT - PIECE - 8)
    const token = randomToken()
    const secretKey = randomString(16)
    puzzles.set(token, { x, secretKey, expires: Date.now() + TTL_MS })
    const { original, jigsaw } = puzzleImages(x, y)
    return rep('0000', null, {
      captchaType,
      originalImageBase64: original,
      jigsawImageBase64: jigsaw,
      token,
      secretKey,
      result: false,
      opAdmin: false,
    })
  }),

  http.post(api('/system/captcha/check'), async ({ request }) => {
    const { captchaType = 'blockPuzzle', token = '', pointJson = '' } = await body<CaptchaBody>(request)
    const puzzle = puzzles.get(token)
    puzzles.delete(token) // one try per captcha, like AJ-Captcha
    if (!puzzle || puzzle.expires <= Date.now()) return rep('6110', '验证码已失效，请重新获取')

    const point = decryptPoint(pointJson, puzzle.secretKey)
    // "Not within" so that a missing or non-numeric x (NaN) fails too.
    if (!point || !(Math.abs(point.x - puzzle.x) <= TOLERANCE) || point.y !== Y) return rep('6111', '验证失败')

    verifications.set(aesEncrypt(`${token}---${point.plain}`, puzzle.secretKey), Date.now() + TTL_MS)
    return rep('0000', null, { captchaType, token, result: true, opAdmin: false })
  }),
]
