import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { config } from '../../../config'
import type { SliderCaptchaProps } from './SliderCaptcha'

// The puzzle, crypto-js, antd and its styles load only when a captcha is actually shown (entrance performance budget).
// The puzzle uses antd (Modal): it brings antd's providers along, as the entrance renders without them.
const SliderCaptcha = lazy(async () => {
  const [{ default: Puzzle }, { default: AntdProviders }] = await Promise.all([
    import('./SliderCaptcha'),
    import('../../../components/AntdProviders'),
  ])
  return {
    default: (props: SliderCaptchaProps) => (
      <AntdProviders>
        <Puzzle {...props} />
      </AntdProviders>
    ),
  }
})

/**
 * Captcha before a sensitive submit when the build enables it (spec §1, VITE_APP_CAPTCHA_ENABLE).
 * `verify()` resolves with the `captchaVerification` to send, '' when the captcha is off, or null when the user closed it.
 * Render `holder` once in the form's component.
 */
export function useCaptcha(enabled = config.captchaEnabled): { verify: () => Promise<string | null>; holder: ReactNode } {
  const [open, setOpen] = useState(false)
  const pending = useRef<((value: string | null) => void) | null>(null)

  const verify = useCallback(() => {
    if (!enabled) return Promise.resolve('')
    pending.current?.(null)
    setOpen(true)
    return new Promise<string | null>((resolve) => {
      pending.current = resolve
    })
  }, [enabled])

  const settle = (value: string | null) => {
    setOpen(false)
    pending.current?.(value)
    pending.current = null
  }

  const holder = open ? (
    <Suspense fallback={null}>
      <SliderCaptcha open onSuccess={(v) => settle(v)} onCancel={() => settle(null)} />
    </Suspense>
  ) : null
  return { verify, holder }
}
