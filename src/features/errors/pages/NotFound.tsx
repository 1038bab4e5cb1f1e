import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'
import { useCommonT } from '../../../hooks/useCommonT'

export default function NotFound() {
  const t = useCommonT()
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
