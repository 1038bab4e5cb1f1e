import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'
import { useT } from '../../../i18n/react'

export default function NotFound() {
  const t = useT('common')
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFoundDetail')}
      extra={<Button type="primary" onClick={() => navigate('/index')}>{t('backHome')}</Button>}
    />
  )
}
