import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'
import { useT } from '../../../i18n/react'

export default function Unauthorized() {
  const t = useT('common')
  const navigate = useNavigate()
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('unauthorizedDetail')}
      extra={<Button type="primary" onClick={() => navigate('/index')}>{t('backHome')}</Button>}
    />
  )
}
