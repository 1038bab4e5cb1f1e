import { Alert, Button, Checkbox, Result, Space, Spin } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { authorize, getAuthorize, type OAuth2AuthorizeInfo } from '../../../api/portal/oauth2'
import { msg, text, type Text } from '../../../i18n'
import { useT } from '../../../i18n/react'
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
  const t = useT('portal')
  const parsed = useMemo(() => readOAuth2Request(params), [params])
  // What is wrong with a bad request, said again in the language shown.
  const request = typeof parsed === 'string' ? readOAuth2Request(params) : parsed
  const user = useSession((s) => s.user)
  const [info, setInfo] = useState<OAuth2AuthorizeInfo>()
  const [checked, setChecked] = useState<string[]>([])
  const [error, setError] = useState<Text>('')
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
        setError(e instanceof Error ? e.message : () => msg('portal', 'oauthLoadFailed'))
      }
    })()
  }, [request])

  if (typeof request === 'string') return <Frame><Result status="warning" title={t('oauthBadRequest')} subTitle={request} /></Frame>

  const shown = info ? info.scopes.filter((s) => !request.scopes.length || request.scopes.includes(s.key)).map((s) => s.key) : []

  const decide = async (approve: boolean) => {
    setBusy(approve ? 'approve' : 'deny')
    try {
      const url = await authorize({ ...base(request), autoApprove: false, scopes: scopeMap(shown, approve ? checked : []) })
      if (!leaveTo(url)) setError(() => msg('portal', 'oauthNoRedirect'))
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <Frame>
      {error ? (
        <Result status="warning" title={t('oauthFailed')} subTitle={text(error)} extra={<Link to="/index">{t('backHome')}</Link>} />
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
              <span>{user ? t('oauthAsksAs', { name: user.nickname }) : t('oauthAsks')}</span>
            </div>
          </div>
          <p className="oauth2__ask">{t('oauthScopes')}</p>
          <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])} style={{ display: 'grid', gap: 10 }}>
            {shown.map((key) => (
              <Checkbox key={key} value={key}>
                {text(SCOPE_TEXT[key] ?? key)}
              </Checkbox>
            ))}
          </Checkbox.Group>
          {!checked.length ? <Alert type="warning" showIcon style={{ marginTop: 16 }} title={t('oauthNoneChecked')} /> : null}
          <Space style={{ marginTop: 24, width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={() => void decide(false)} loading={busy === 'deny'} disabled={!!busy}>
              {t('oauthDeny')}
            </Button>
            <Button type="primary" onClick={() => void decide(true)} loading={busy === 'approve'} disabled={!!busy}>
              {t('oauthApprove')}
            </Button>
          </Space>
        </div>
      )}
    </Frame>
  )
}

const base = (r: OAuth2Request) => ({ responseType: r.responseType, clientId: r.clientId, redirectUri: r.redirectUri, state: r.state })

function Frame({ children }: { children: React.ReactNode }) {
  const t = useT('portal')
  return (
    <EntranceLayout aside={false}>
      <EntranceCard title={t('oauthTitle')}>{children}</EntranceCard>
    </EntranceLayout>
  )
}
