import { useState, type ReactNode } from 'react'
import { socialAuthRedirect } from '../../../api/auth'
import { msg, text, type Text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { BASENAME } from '../../../router/routeContext'
import { SOCIAL_TYPE } from '../social'
import { DingdingIcon, WechatIcon, WechatWorkIcon } from './icons'

const PROVIDERS: { type: number; name: Text; icon: ReactNode; color: string }[] = [
  { type: SOCIAL_TYPE.gitee, name: msg('entrance', 'providerGitee'), icon: <span className="entrance-social__gitee">G</span>, color: '#c71d23' },
  { type: SOCIAL_TYPE.dingtalk, name: msg('entrance', 'providerDingtalk'), icon: <DingdingIcon />, color: '#1677ff' },
  { type: SOCIAL_TYPE.wechatEnterprise, name: msg('entrance', 'providerWechatWork'), icon: <WechatWorkIcon />, color: '#2b7de9' },
  { type: SOCIAL_TYPE.wechatOpen, name: msg('entrance', 'providerWechat'), icon: <WechatIcon />, color: '#07c160' },
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
  const t = useT('entrance')
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
      <span>{t('otherSignIn')}</span>
      {PROVIDERS.map((p) => (
        <button
          key={p.type}
          type="button"
          title={t('socialSignIn', { name: text(p.name) })}
          aria-label={t('socialSignIn', { name: text(p.name) })}
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
