import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons'
import { Modal, Spin } from 'antd'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import {
  CAPTCHA_OK,
  CAPTCHA_TYPE,
  captchaImageSrc,
  checkCaptcha,
  getCaptcha,
  type CaptchaPuzzle,
} from '../../../api/portal/captcha'
import { translate, type MessageKey } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { captchaVerification, encryptPoint } from './aes'
import './captcha.css'

/** AJ-Captcha's picture size: the x the server checks is measured on a 310 px wide background. */
const WIDTH = 310
const HEIGHT = 155
const PIECE_WIDTH = 47
const HANDLE = 40
const MAX_X = WIDTH - PIECE_WIDTH

type Status = 'loading' | 'ready' | 'checking' | 'passed' | 'failed'

const HINT: Record<Status, MessageKey<'entrance'>> = {
  loading: 'captchaLoading',
  ready: 'captchaReady',
  checking: 'captchaChecking',
  passed: 'captchaPassed',
  failed: 'captchaFailed',
}

const failedToLoad = () => translate('entrance', 'captchaLoadFailed')

export interface SliderCaptchaProps {
  open: boolean
  /** A verified drag: the `captchaVerification` to send with the form. */
  onSuccess(captchaVerification: string): void
  onCancel(): void
}

/**
 * AJ-Captcha block puzzle: drag (or move with the arrow keys, then Enter) the piece into the hole. A failed try says so
 * and loads a new puzzle, as every puzzle allows one try.
 */
export default function SliderCaptcha({ open, onSuccess, onCancel }: SliderCaptchaProps) {
  const t = useT('entrance')
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle>()
  const [status, setStatus] = useState<Status>('loading')
  const [error, setError] = useState('')
  const [x, setX] = useState(0)
  const drag = useRef<{ startX: number; from: number } | null>(null)
  const handleRef = useRef<HTMLDivElement>(null)

  const load = useCallback(async () => {
    setStatus('loading')
    setX(0)
    setError('')
    try {
      const reply = await getCaptcha({ captchaType: CAPTCHA_TYPE, ts: Date.now() })
      if (reply.repCode !== CAPTCHA_OK || !reply.repData) throw new Error(reply.repMsg || failedToLoad())
      setPuzzle(reply.repData)
      setStatus('ready')
    } catch (e) {
      setError(e instanceof Error ? e.message : failedToLoad())
      setStatus('failed')
    }
  }, [])

  useEffect(() => {
    if (open) void load()
  }, [open, load])

  const submit = async (dropX: number) => {
    if (!puzzle || status !== 'ready') return
    setStatus('checking')
    const point = Math.round(dropX)
    try {
      const reply = await checkCaptcha({
        captchaType: CAPTCHA_TYPE,
        token: puzzle.token,
        pointJson: encryptPoint(point, puzzle.secretKey),
      })
      if (reply.repCode !== CAPTCHA_OK) throw new Error(reply.repMsg || t('captchaCheckFailed'))
      setStatus('passed')
      // Let the user see the success state for a moment before the form goes on.
      setTimeout(() => onSuccess(captchaVerification(puzzle.token, point, puzzle.secretKey)), 400)
    } catch {
      setStatus('failed')
      setTimeout(() => void load().then(() => handleRef.current?.focus()), 900)
    }
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (status !== 'ready') return
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { startX: e.clientX, from: x }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    setX(Math.min(MAX_X, Math.max(0, drag.current.from + e.clientX - drag.current.startX)))
  }
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    const moved = Math.min(MAX_X, Math.max(0, drag.current.from + e.clientX - drag.current.startX))
    drag.current = null
    if (moved > 0) void submit(moved)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (status !== 'ready') return
    const step = e.shiftKey ? 10 : 1
    if (e.key === 'ArrowRight') setX((v) => Math.min(MAX_X, v + step))
    else if (e.key === 'ArrowLeft') setX((v) => Math.max(0, v - step))
    else if (e.key === 'Home') setX(0)
    else if (e.key === 'End') setX(MAX_X)
    else if (e.key === 'Enter' || e.key === ' ') void submit(x)
    else return
    e.preventDefault()
  }

  return (
    <Modal
      open={open}
      title={t('captchaTitle')}
      footer={null}
      width={WIDTH + 48}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      centered
    >
      <div className="slider-captcha" data-captcha-token={puzzle?.token} data-status={status}>
        <div className="slider-captcha__picture" style={{ width: WIDTH, height: HEIGHT }}>
          {puzzle ? (
            <>
              <img src={captchaImageSrc(puzzle.originalImageBase64)} width={WIDTH} height={HEIGHT} alt={t('captchaImage')} draggable={false} />
              <img
                className="slider-captcha__piece"
                src={captchaImageSrc(puzzle.jigsawImageBase64)}
                height={HEIGHT}
                alt=""
                draggable={false}
                style={{ left: x }}
              />
            </>
          ) : null}
          {status === 'loading' || status === 'checking' ? (
            <div className="slider-captcha__mask">
              <Spin />
            </div>
          ) : null}
          <button type="button" className="slider-captcha__refresh" aria-label={t('captchaRefresh')} title={t('captchaRefresh')} onClick={() => void load()}>
            <ReloadOutlined />
          </button>
          {status === 'passed' || status === 'failed' ? (
            <div className={`slider-captcha__result slider-captcha__result--${status}`} role="status">
              {error || t(HINT[status])}
            </div>
          ) : null}
        </div>
        <div className={`slider-captcha__track slider-captcha__track--${status}`} style={{ width: WIDTH }}>
          <div className="slider-captcha__fill" style={{ width: x + HANDLE / 2 }} />
          <span className="slider-captcha__hint" aria-hidden={x > 0}>
            {t(HINT[status === 'checking' || status === 'passed' || status === 'failed' ? status : 'ready'])}
          </span>
          <div
            ref={handleRef}
            className="slider-captcha__handle"
            style={{ left: x }}
            role="slider"
            tabIndex={0}
            aria-label={t('captchaHandle')}
            aria-valuemin={0}
            aria-valuemax={MAX_X}
            aria-valuenow={x}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            {status === 'passed' ? <CheckOutlined /> : status === 'failed' ? <CloseOutlined /> : <ArrowRightOutlined />}
          </div>
        </div>
      </div>
    </Modal>
  )
}
