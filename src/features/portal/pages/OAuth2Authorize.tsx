import { Alert, Button, Checkbox, Result, Space, Spin } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { authorize, getAuthorize, type OAuth2AuthorizeInfo } from '../../../api/portal/oauth2'
import { useSession } from '../../../stores/session'
import { isHttpUrl } from '../../../utils/url'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { readOAuth2Request, SCOPE_TEXT, scopeMap, type OAuth2Request } from '../sso'

/** Sends the browser to the client, only to an http(s) address the server answered with. */
function leaveTo(url: string | null | undefined): boolean {
  if (!url || !isHttpUrl(url)) return false
  window.location.href = url
  return true
}

/**
 * OAuth2 authorisation (yudao's sso page): shows the client and the scopes it asks for, and approves or denies through
 * the form-encoded POST. The browser goes to the client's redirect_uri only with the URL the server returns.
 */
export default function OAuth2Authorize() {
  const [params] = useSearchParams()
  const request = useMemo(() => readOAuth2Request(params), [params])
  const user = useSession((s) => s.user)
  const [info, setInfo] = useState<OAuth2AuthorizeInfo>()
  const [checked, setChecked] = useState<string[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState<'approve' | 'deny'>()
  const started = useRef(false)

  useEffect(() => {
    if (typeof request === 'string' || started.current) return
    started.current = true
    void (async () => {
      try {
        // Scopes approved before need no second question (yudao: auto_approve first).
        if (request.scopes.length) {
          const url = await authorize({ ...base(request), autoApprove: true, scopes: scopeMap(request.scopes, request.scopes) })
          if (leaveTo(url)) return
        }
        const data = await getAuthorize(request.clientId)
        setInfo(data)
        setChecked(data.scopes.filter((s) => s.value).map((s) => s.key))
      } catch (e) {
        setError(e instanceof Error ? e.message : '授权信息加载失败')
      }
    })()
  }, [request])

  if (typeof request === 'string') return <Frame><Result status="warning" title="授权请求不正确" subTitle={request} /></Frame>

  const shown = info ? info.scopes.filter((s) => !request.scopes.length || request.scopes.includes(s.key)).map((s) => s.key) : []

  const decide = async (approve: boolean) => {
    setBusy(approve ? 'approve' : 'deny')
    try {
      const url = await authorize({ ...base(request), autoApprove: false, scopes: scopeMap(shown, approve ? checked : []) })
      if (!leaveTo(url)) setError('授权服务器没有返回有效的跳转地址')
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <Frame>
      {error ? (
        <Result status="warning" title="无法完成授权" subTitle={error} extra={<Link to="/index">返回首页</Link>} />
      ) : !info ? (
        <div className="entrance-result">
          <Spin size="large" />
        </div>
      ) : (
        <div className="oauth2">
          <div className="oauth2__client">
            <img src={info.client.logo} alt="" width={56} height={56} />
            <div>
              <b>{info.client.name}</b>
              <span>申请使用你的平台账号{user ? `（${user.nickname}）` : ''}登录</span>
            </div>
          </div>
          <p className="oauth2__ask">此应用将获得以下权限：</p>
          <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])} style={{ display: 'grid', gap: 10 }}>
            {shown.map((key) => (
              <Checkbox key={key} value={key}>
                {SCOPE_TEXT[key] ?? key}
              </Checkbox>
            ))}
          </Checkbox.Group>
          {!checked.length ? <Alert type="warning" showIcon style={{ marginTop: 16 }} title="未勾选任何权限，同意授权将视为拒绝" /> : null}
          <Space style={{ marginTop: 24, width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={() => void decide(false)} loading={busy === 'deny'} disabled={!!busy}>
              拒绝
            </Button>
            <Button type="primary" onClick={() => void decide(true)} loading={busy === 'approve'} disabled={!!busy}>
              同意授权
            </Button>
          </Space>
        </div>
      )}
    </Frame>
  )
}

const base = (r: OAuth2Request) => ({ responseType: r.responseType, clientId: r.clientId, redirectUri: r.redirectUri, state: r.state })

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <EntranceLayout aside={false}>
      <EntranceCard title="第三方应用授权">{children}</EntranceCard>
    </EntranceLayout>
  )
}
