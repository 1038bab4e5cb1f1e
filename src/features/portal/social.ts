/** yudao SocialTypeEnum values the portal offers. */
export const SOCIAL_TYPE = {
  gitee: 10,
  dingtalk: 20,
  wechatEnterprise: 30,
  wechatOpen: 32,
} as const

/** yudao AUTH_THIRD_LOGIN_NOT_BIND: the social account is not linked to a user yet. */
export const SOCIAL_NOT_BOUND_CODE = 1002000005

/** The callback's query: `code` and `state` from the provider, `type` from our callback URL, `redirect` kept for after. */
export interface SocialCallbackParams {
  type: number
  code: string
  state: string
  redirect: string
}

/** Reads a provider's callback; undefined when code or type is missing or not a number. */
export function readSocialCallback(params: URLSearchParams, fixedType?: number): SocialCallbackParams | undefined {
  const type = fixedType ?? Number(params.get('type'))
  const code = params.get('code')?.trim()
  if (!code || !Number.isInteger(type) || type <= 0) return undefined
  return { type, code, state: params.get('state') ?? '', redirect: params.get('redirect') ?? '/' }
}

/** The /bind page's URL for a callback that found no linked account. */
export const bindUrl = ({ type, code, state, redirect }: SocialCallbackParams) =>
  `/bind?${new URLSearchParams({ type: String(type), code, state, redirect }).toString()}`
