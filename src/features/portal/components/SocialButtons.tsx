import { useState, type ReactNode } from 'react'
import { socialAuthRedirect } from '../../../api/auth'
import { BASENAME } from '../../../router/routeContext'
import { SOCIAL_TYPE } from '../social'
import { DingdingIcon, WechatIcon, WechatWorkIcon } from './icons'

const PROVIDERS: { type: number; name: string; icon: ReactNode; color: string }[] = [
  { type: SOCIAL_TYPE.gitee, name: '码云', icon: <span className="entrance-social__gitee">G</span>, color: '#c71d23' },
  { type: SOCIAL_TYPE.dingtalk, name: '钉钉', icon: <DingdingIcon />, color: '#1677ff' },
  { type: SOCIAL_TYPE.wechatEnterprise, name: '企业微信', icon: <WechatWorkIcon />, color: '#2b7de9' },
  { type: SOCIAL_TYPE.wechatOpen, name: '微信', icon: <WechatIcon />, color: '#07c160' },
]

/** Where the provider sends the browser back: Gitee has its own callback route, the others share /social-login. */
export function socialCallbackUrl(type: number, redirect: string): string {
  const origin = `${window.location.origin}${BASENAME}`
  const target = encodeURIComponent(redirect)
  return type === SOCIAL_TYPE.gitee
    ? `${origin}/oauthLogin/gitee?redirect=${target}`
    : `${origin}/social-login?type=${type}&redirect=${target}`
}

/** Third-party sign-in: asks the backend for the provider's authorisation URL and goes there. */
export function SocialButtons({ redirect }: { redirect: string }) {
  const [busy, setBusy] = useState<number>()
  const go = async (type: number) => {
    setBusy(type)
    try {
      const url = await socialAuthRedirect(type, socialCallbackUrl(type, redirect))
      window.location.href = url
    } catch {
      setBusy(undefined) // the request layer has shown why
    }
  }
  return (
    <div className="entrance-social">
      <span>其他登录方式</span>
      {PROVIDERS.map((p) => (
        <button
          key={p.type}
          type="button"
          title={`${p.name}登录`}
          aria-label={`${p.name}登录`}
          style={{ color: p.color }}
          disabled={busy !== undefined}
          onClick={() => void go(p.type)}
        >
          {p.icon}
        </button>
      ))}
    </div>
  )
}
