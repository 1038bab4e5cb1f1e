import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'
import { useT } from '../i18n/react'

/** A server menu names a page this build doesn't have: say which, don't crash. */
export function MissingPage({ component }: { component: string }) {
  const t = useT('common')
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title={t('missingPage')}
      subTitle={t('missingPageDetail', { component })}
      extra={
        <Button type="primary" onClick={() => navigate('/index')}>
          {t('backHome')}
        </Button>
      }
    />
  )
}
