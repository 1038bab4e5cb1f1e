import { useCallback, useEffect, useState } from 'react'

/** Seconds before another SMS code may be requested. */
export const SMS_RESEND_SECONDS = 60

/** A seconds countdown: `start()` begins at `seconds`; `left` is 0 when idle. */
export function useCountdown(seconds = SMS_RESEND_SECONDS) {
  const [endsAt, setEndsAt] = useState(0)
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (!endsAt) return
    const tick = () => {
      const rest = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setLeft(rest)
      if (!rest) setEndsAt(0)
    }
    tick()
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [endsAt])
  const start = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds])
  return { left, running: left > 0, start }
}
