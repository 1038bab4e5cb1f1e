import { instance } from '../http/client'
import { ApiError, BAD_ANSWER, WIRE_TEXT, callOf } from '../http/errors'
import { entity, optText, text, v, type Out } from '../http/schema'

/**
 * AJ-Captcha (blockPuzzle) as yudao serves it. Its replies are `{repCode, repMsg, repData}` ('0000' = ok), not the
 * `{code, msg, data}` envelope, so these two calls read the raw body — and check it here, as `request` does for an
 * envelope's data (issue 22): a reply of another shape is refused with 服务器返回的数据格式不正确 and the call.
 */
const captchaReply = <S extends v.GenericSchema>(data: S) =>
  entity({ repCode: v.string(), repMsg: optText, repData: v.nullish(data) })

const nonEmpty = v.pipe(v.string(), v.minLength(1))
/** The puzzle: without its two images and its token there is nothing to solve. */
export const CaptchaPuzzle = entity({
  originalImageBase64: nonEmpty,
  jigsawImageBase64: nonEmpty,
  token: nonEmpty,
  /** AES key for the drop point; '' = the point is sent in clear. */
  secretKey: text,
})
export type CaptchaPuzzle = Out<typeof CaptchaPuzzle>
export const CaptchaPuzzleReply = captchaReply(CaptchaPuzzle)
export const CaptchaCheckReply = captchaReply(entity({ result: v.nullish(v.boolean()) }))

export const CAPTCHA_TYPE = 'blockPuzzle'
export const CAPTCHA_OK = '0000'

const open = { isToken: false } as const

/** The raw reply of a captcha call, checked by `reply`. The captcha shows the error itself (no toast over it). */
async function post<S extends v.GenericSchema>(url: string, reply: S, data: unknown): Promise<Out<S>> {
  const res = await instance.post<unknown>(url, data, open)
  const checked = v.safeParse(reply, res.data)
  if (checked.success) return checked.output
  const call = callOf({ method: 'post', url })
  const message = WIRE_TEXT.format(call)
  console.warn(message, v.flatten(checked.issues).nested ?? checked.issues[0]?.message)
  throw new ApiError(message, BAD_ANSWER, false, { call })
}

/** POST system/captcha/get (spec §7: body passed through) */
export const getCaptcha = (data: { captchaType: string; clientUid?: string; ts?: number }) =>
  post('/system/captcha/get', CaptchaPuzzleReply, data)

/** POST /system/captcha/check */
export const checkCaptcha = (data: { captchaType: string; token: string; pointJson: string }) =>
  post('/system/captcha/check', CaptchaCheckReply, data)

/** AJ-Captcha images are bare PNG base64; a value that is already a data URL (the demo's SVG) is used as is. */
export const captchaImageSrc = (value: string) => (value.startsWith('data:') ? value : `data:image/png;base64,${value}`)
