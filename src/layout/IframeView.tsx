import { Alert, Spin } from 'antd'
import { useState } from 'react'
import { text, type Text } from '../i18n'
import { useT } from '../i18n/react'
import { isHttpUrl } from '../utils/url'

/** An external menu link shown inside the app (spec §2.2); only http(s), sandboxed. */
export function IframeView({ url, title }: { url: string; title?: Text }) {
  const t = useT('layout')
  const [loading, setLoading] = useState(true)
  if (!isHttpUrl(url)) return <Alert type="error" title={t('iframeUnsupported')} description={url} showIcon />
  return (
    <Spin spinning={loading} description={t('iframeLoading')}>
      <iframe
        src={url}
        title={title ? text(title) : url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        onLoad={() => setLoading(false)}
        style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0, display: 'block' }}
      />
    </Spin>
  )
}
