import { Alert, Spin } from 'antd'
import { useState } from 'react'
import { isHttpUrl } from '../utils/url'

/** An external menu link shown inside the app (spec §2.2); only http(s), sandboxed. */
export function IframeView({ url, title }: { url: string; title?: string }) {
  const [loading, setLoading] = useState(true)
  if (!isHttpUrl(url)) return <Alert type="error" title="不支持的链接地址" description={url} showIcon />
  return (
    <Spin spinning={loading} description="正在加载页面，请稍候！">
      <iframe
        src={url}
        title={title ?? url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        onLoad={() => setLoading(false)}
        style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0, display: 'block' }}
      />
    </Spin>
  )
}
