import { useState } from 'react'
import { sendSmsCode } from '../../../api/auth'
import { useCountdown } from './useCountdown'

export const SMS_SENT = '验证码已发送，请注意查收'

/**
 * Sending an SMS code (the entrance's plain form and the antd reset-password form): sends to `mobile`, then counts
 * 60 s down before the next code may be asked for. `send` resolves false when the server refused (the request layer
 * has shown why).
 */
export function useSmsSender(scene: number) {
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
  return { running, sending, send, label: running ? `${left} 秒后重新获取` : '获取验证码' }
}
