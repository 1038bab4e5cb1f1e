import { instance } from '../http/client'

/**
 * AJ-Captcha (blockPuzzle) as yudao serves it. Its replies are `{repCode, repMsg, repData}` ('0000' = ok), not the
 * `{code, msg, data}` envelope, so these two calls read the raw body.
 */
export interface CaptchaReply<T> {
  repCode: string
  repMsg: string | null
  repData: T | null
}

export interface CaptchaPuzzle {
  originalImageBase64: string
  jigsawImageBase64: string
  token: string
  secretKey: string
}

export const CAPTCHA_TYPE = 'blockPuzzle'
export const CAPTCHA_OK = '0000'

const open = { isToken: false } as const

/** POST system/captcha/get (spec §7: body passed through) */
export const getCaptcha = async (data: { captchaType: string; clientUid?: string; ts?: number }) =>
  (await instance.post<CaptchaReply<CaptchaPuzzle>>('/system/captcha/get', data, open)).data

/** POST /system/captcha/check */
export const checkCaptcha = async (data: { captchaType: string; token: string; pointJson: string }) =>
  (await instance.post<CaptchaReply<{ result: boolean }>>('/system/captcha/check', data, open)).data

/** AJ-Captcha images are bare PNG base64; a value that is already a data URL (the demo's SVG) is used as is. */
export const captchaImageSrc = (value: string) => (value.startsWith('data:') ? value : `data:image/png;base64,${value}`)
