import { useState } from 'react'
import { sendSmsCode } from '../../../api/auth'
import { msg } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { useCountdown } from './useCountdown'

/** Said when a code has gone out (a `Text`: show it with `text()`). */
export const SMS_SENT = msg('entrance', 'smsSent')

/**
 * Sending an SMS code (the entrance's plain form and the antd reset-password form): sends to `mobile`, then counts
 * 60 s down before the next code may be asked for. `send` resolves false when the server refused (the request layer
 * has shown why).
 */
export function useSmsSender(scene: number) {
  const t = useT('entrance')
  const { left, running, start } = useCountdown()
  const [sending, setSending] = useState(false)
  const send = async (mobile: string): Promise<boolean> => {
    setSending(true)
    try {
      await sendSmsCode(mobile.trim(), scene)
      start()
      return true
    } catch {
      return false
    } finally {
      setSending(false)
    }
  }
  return { running, sending, send, label: running ? t('smsResend', { seconds: left }) : t('smsGet') }
}
