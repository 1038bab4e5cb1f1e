import { AppstoreOutlined } from '@ant-design/icons'
import { Button, Descriptions, Result, Space, Typography } from 'antd'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { text, type Text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { useRouteMatches } from '../../../router/routeContext'
import { BUSINESS_MODULES, type BusinessModule, type BusinessModuleKey } from '../modules'

interface Props {
  module: BusinessModuleKey
  /** Route params or query keys the page was opened with, and what to call them ({ spuId: msg('business', 'spuId') }). */
  subject?: Record<string, Text>
}

/**
 * The honest page for a route whose module this deployment doesn't run (spec §1: business features are routes only).
 * It names the page, the module and the backend module it needs, and offers a way back — no fake content.
 */
export function ModuleNotEnabled({ module, subject = {} }: Props) {
  const t = useT('business')
  const info: BusinessModule = BUSINESS_MODULES[module]
  const navigate = useNavigate()
  const params = useParams()
  const [search] = useSearchParams()
  const matches = useRouteMatches()
  const title = text(matches.at(-1)?.route.meta?.title ?? info.name)
  const name = text(info.name)

  const asked = Object.entries(subject).flatMap(([key, label]) => {
    const value = params[key] ?? search.get(key)
    return value ? [{ key, label: text(label), children: value }] : []
  })
  // react-router keeps the history index in history.state: 0 means this page was opened directly.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0

  return (
    <Result
      icon={<AppstoreOutlined style={{ color: 'var(--ant-color-text-quaternary, #bfbfbf)' }} />}
      title={t('notEnabledTitle', { title, module: name })}
      subTitle={t('notEnabledDetail')}
      extra={
        <Space>
          <Button type="primary" onClick={() => (canGoBack ? navigate(-1) : navigate('/index'))}>
            {canGoBack ? t('goBack') : t('backHome')}
          </Button>
          {canGoBack && <Button onClick={() => navigate('/index')}>{t('backHome')}</Button>}
        </Space>
      }
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        style={{ maxWidth: 640, margin: '0 auto' }}
        items={[
          { key: 'module', label: t('module'), children: name },
          { key: 'backend', label: t('backend'), children: <Typography.Text code>{text(info.backend)}</Typography.Text> },
          { key: 'api', label: t('api'), children: <Typography.Text code>{info.api.join(t('apiSeparator'))}</Typography.Text> },
          ...asked,
          { key: 'how', label: t('howToEnable'), children: t('howToEnableDetail') },
        ]}
      />
    </Result>
  )
}
