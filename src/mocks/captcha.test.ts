import CryptoJS from 'crypto-js'
import { describe, expect, it } from 'vitest'
import { captchaAnswer } from './handlers/captcha'
import { call, raw } from './testClient'

/** What the client does (AJ-Captcha's aesEncrypt): AES-ECB, PKCS7, key = secretKey, base64 out. */
const encrypt = (text: string, key: string) =>
  CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString()

interface RepData {
  originalImageBase64: string
  jigsawImageBase64: string
  token: string
  secretKey: string
}
interface Rep<T> {
  repCode: string
  repMsg: string | null
  repData: T
  success: boolean
}

const post = async <T>(path: string, json: unknown) => (await (await raw('POST', path, { json })).json()) as Rep<T>
const getCaptcha = () => post<RepData>('/system/captcha/get', { captchaType: 'blockPuzzle' })
const check = (token: string, secretKey: string, x: number) =>
  post<{ result: boolean }>('/system/captcha/check', {
    captchaType: 'blockPuzzle',
    token,
    pointJson: encrypt(JSON.stringify({ x, y: 5.0 }), secretKey),
  })

describe('AJ-Captcha blockPuzzle', () => {
  it('serves SVG images, a token and a 16-character secret key', async () => {
    const res = await getCaptcha()
    expect(res).toMatchObject({ repCode: '0000', success: true })
    expect(res.repData.originalImageBase64).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(res.repData.jigsawImageBase64.split(',')[1])).toContain('<svg')
    expect(res.repData.secretKey).toHaveLength(16)
    expect(captchaAnswer(res.repData.token)).toEqual({ x: expect.any(Number), y: 5 })
  })

  it('accepts the answer within ±5 px, and the resulting verification signs in once', async () => {
    const { repData } = await getCaptcha()
    const { x } = captchaAnswer(repData.token)!
    const moved = x + 4.5
    const res = await check(repData.token, repData.secretKey, moved)
    expect(res).toMatchObject({ repCode: '0000', repData: { result: true } })

    // The client's second step: captchaVerification = AES(token---pointJson) goes with the login.
    const captchaVerification = encrypt(`${repData.token}---${JSON.stringify({ x: moved, y: 5.0 })}`, repData.secretKey)
    const login = () =>
      call('POST', '/system/auth/portal-login', {
        json: { username: 'admin', password: 'admin123', captchaVerification },
      })
    expect((await login()).code).toBe(0)
    expect(await login()).toMatchObject({ code: 1002000004 })
  })

  it('rejects an answer more than 5 px off, and the token is then used up', async () => {
    const { repData } = await getCaptcha()
    const { x } = captchaAnswer(repData.token)!
    expect(await check(repData.token, repData.secretKey, x + 6)).toMatchObject({
      repCode: '6111',
      repMsg: '验证失败',
      success: false,
    })
    expect(await check(repData.token, repData.secretKey, x)).toMatchObject({ repCode: '6110' })
  })

  it('rejects a point encrypted with another key, and an unknown token', async () => {
    const { repData } = await getCaptcha()
    const { x } = captchaAnswer(repData.token)!
    expect((await check(repData.token, 'ABCDEFGHIJKLMNOP', x)).repCode).toBe('6111')
    expect((await check('no-such-token', repData.secretKey, x)).repCode).toBe('6110')
  })

  it('rejects a made-up captchaVerification at login', async () => {
    const res = await call('POST', '/system/auth/portal-login', {
      json: { username: 'admin', password: 'admin123', captchaVerification: 'forged' },
    })
    expect(res).toMatchObject({ code: 1002000004 })
  })
})
