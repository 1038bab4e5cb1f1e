import { Button, Result, Spin } from 'antd'
import { Link } from 'react-router-dom'
import { text, type Text } from '../../../i18n'
import { EntranceCard, EntranceLayout } from './EntranceLayout'

interface Props {
  /** The card's title (第三方登录, 单点登录). */
  title: string
  /** While signing in. */
  waiting: string
  /** Why it failed; empty while it is still going. */
  error: Text
  failedTitle: string
  /** The way back to the entrance. */
  back: string
}

/** A sign-in that happens without the user (a provider's callback, an SSO ticket): a spinner, or why it failed. */
export function SignInProgress({ title, waiting, error, failedTitle, back }: Props) {
  return (
    <EntranceLayout aside={false}>
      <EntranceCard title={title}>
        {error ? (
          <Result
            status="warning"
            title={failedTitle}
            subTitle={text(error)}
            extra={
              <Button type="primary">
                <Link to="/entrance">{back}</Link>
              </Button>
            }
          />
        ) : (
          <div className="entrance-result">
            <Spin size="large" />
            <p>{waiting}</p>
          </div>
        )}
      </EntranceCard>
    </EntranceLayout>
  )
}
