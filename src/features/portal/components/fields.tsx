import {
  useCallback,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ComponentType,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import { config } from '../../../config'
import { text, type Text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { ApartmentIcon, EyeIcon, EyeInvisibleIcon, LoadingIcon } from './icons'

/**
 * The entrance's form kit: plain React + CSS (entrance.css), no antd, so the sign-in page stays inside the issue 2
 * budget. Looks like antd's large inputs and validates with the plain checks of ../rules.ts.
 */

type Checks<V> = { [K in keyof V]?: (value: V[K], values: V) => Text | undefined }
/** Errors as their `Text`s: said while rendering, so a shown error follows a language switch. */
type Errors<V> = Partial<Record<keyof V, Text>>

/** Form state: values, per-field errors (re-checked on change, like antd), `validate()` before submit. */
export function useFields<V extends object>(initial: V | (() => V), checks: Checks<V>) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Errors<V>>({})
  const latest = useRef(values)
  latest.current = values

  const errorOf = useCallback(
    <K extends keyof V>(name: K, all: V) => (checks[name] as ((v: V[K], a: V) => Text | undefined) | undefined)?.(all[name], all),
    [checks],
  )

  /** Sets a field and checks it again (the change is the trigger, as in antd forms). */
  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...latest.current, [name]: value }
      latest.current = next
      setValues(next)
      setErrors((e) => ({ ...e, [name]: errorOf(name, next) }))
    },
    [errorOf],
  )

  /** Checks `names` (default: every checked field); the values when all pass, else null with the errors shown. */
  const validate = useCallback(
    (names?: (keyof V)[]): V | null => {
      const all = latest.current
      const found: Errors<V> = {}
      for (const name of names ?? (Object.keys(checks) as (keyof V)[])) found[name] = errorOf(name, all)
      setErrors((e) => ({ ...e, ...found }))
      return Object.values(found).some(Boolean) ? null : all
    },
    [checks, errorOf],
  )

  /** Replaces several values at once (remembered credentials) without checking them. */
  const fill = useCallback((patch: Partial<V>) => {
    const next = { ...latest.current, ...patch }
    latest.current = next
    setValues(next)
  }, [])

  const setError = useCallback((name: keyof V, error: Text | undefined) => setErrors((e) => ({ ...e, [name]: error })), [])

  /** A text field's value, change handler and error: `<TextField {...bind('mobile')} … />`. */
  const bind = <K extends keyof V>(name: K) => ({
    value: values[name] as string,
    onChange: (value: string) => set(name, value as V[K]),
    error: errors[name],
  })

  return { values, errors, set, validate, fill, setError, bind }
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'id'>

/** A labelled text or password input with a prefix icon and its error line. */
export function TextField({
  id,
  label,
  icon: Icon,
  value,
  onChange,
  error,
  password = false,
  after,
  placeholder = label,
  ...input
}: InputProps & {
  id: string
  /** The accessible name (visually the placeholder says it). */
  label: string
  icon: ComponentType
  value: string
  onChange(value: string): void
  error?: Text
  password?: boolean
  /** Beside the input (the SMS send button). */
  after?: ReactNode
}) {
  const t = useT('entrance')
  const [shown, setShown] = useState(false)
  const errorId = `${id}_help`
  const box = (
    <span className={`pf-input${error ? ' pf-input--error' : ''}`}>
      <span className="pf-input__prefix">
        <Icon />
      </span>
      <input
        placeholder={placeholder}
        {...input}
        id={id}
        name={id}
        type={password && !shown ? 'password' : 'text'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required
      />
      {password ? (
        <button
          type="button"
          className="pf-input__suffix"
          aria-label={shown ? t('hidePassword') : t('showPassword')}
          aria-pressed={shown}
          tabIndex={-1}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      ) : null}
    </span>
  )
  return (
    <div className={`pf-item${error ? ' pf-item--error' : ''}`}>
      <label htmlFor={id} className="pf-sr-only">
        {label}
      </label>
      {after ? (
        <div className="sms-code">
          {box}
          {after}
        </div>
      ) : (
        box
      )}
      {error ? (
        <div id={errorId} className="pf-item__error" role="alert">
          {text(error)}
        </div>
      ) : null}
    </div>
  )
}

/** antd-like button: `primary` fills with the theme colour; `loading` shows a spinner and ignores clicks. */
export function PlainButton({
  primary = false,
  block = false,
  loading = false,
  className = '',
  children,
  onClick,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: 'button' | 'submit'
  primary?: boolean
  block?: boolean
  loading?: boolean
}) {
  return (
    <button
      type="button"
      {...rest}
      className={`pf-button${primary ? ' pf-button--primary' : ''}${block ? ' pf-button--block' : ''}${loading ? ' pf-button--loading' : ''} ${className}`}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (loading) e.preventDefault()
        else onClick?.(e)
      }}
    >
      {loading ? <LoadingIcon className="pf-spin" /> : null}
      {children}
    </button>
  )
}

/** The tenant name, only when multi-tenancy is on (VITE_APP_TENANT_ENABLE); checked with `checks.tenantName`. */
export function TenantTextField({ id, value, onChange, error }: { id: string; value: string; onChange(v: string): void; error?: Text }) {
  const t = useT('entrance')
  if (!config.tenantEnabled) return null
  return (
    <TextField
      id={id}
      label={t('tenantName')}
      icon={ApartmentIcon}
      placeholder={t('tenantName')}
      autoComplete="organization"
      value={value}
      onChange={onChange}
      error={error}
    />
  )
}
