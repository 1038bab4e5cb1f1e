import type { Rule } from 'antd/es/form'
import type { FormInstance } from 'antd'
import { useEffect } from 'react'
import { msg, onLanguageChange, text as say, type MessageKey, type Text } from '../../i18n'
import { usccError } from '../../utils/uscc'

/**
 * Every validation rule of the portal's forms, in one place. The demo API applies the same limits
 * (yudao AuthRegisterReqVO: account 4–30 letters/digits, password 4–16).
 *
 * `checks` are plain functions (value → error text, or undefined when fine): the entrance's plain forms call them
 * directly (no antd on the entrance, issue 2 budget); `rules` wraps the same functions for antd forms. The messages are
 * `Text`s (issue 25): a plain form shows one with `text(error)` while rendering, so it follows a language switch.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
export const SMS_CODE_PATTERN = /^\d{4,6}$/

/** Value → error text, or undefined when the value passes. */
export type Check = (value: unknown) => Text | undefined

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
/** Required; `whitespace`: blanks alone count as empty. */
const required =
  (message: Text, whitespace = true): Check =>
  (v) =>
    (whitespace ? text(v).trim() : text(v)) ? undefined : message
/** Empty values pass (the required check speaks for them). */
const pattern =
  (re: RegExp, message: Text): Check =>
  (v) =>
    !text(v) || re.test(text(v)) ? undefined : message
const length =
  (min: number, max: number, message: Text): Check =>
  (v) =>
    !text(v) || (text(v).length >= min && text(v).length <= max) ? undefined : message
/** The first failing check speaks. */
const all =
  (...list: Check[]): Check =>
  (v) => {
    for (const check of list) {
      const error = check(v)
      if (error) return error
    }
    return undefined
  }

const e = (key: MessageKey<'entrance'>) => msg('entrance', key)

export const checks = {
  tenantName: required(e('tenantNameRequired')),
  username: required(e('usernameRequired')),
  password: required(e('passwordRequired'), false),
  mobile: all(required(e('mobileRequired')), pattern(MOBILE_PATTERN, e('mobileInvalid'))),
  smsCode: all(required(e('smsCodeRequired')), pattern(SMS_CODE_PATTERN, e('smsCodeInvalid'))),
  newUsername: all(required(e('usernameRequired')), pattern(/^[A-Za-z0-9]{4,30}$/, e('newUsernameInvalid'))),
  nickname: all(required(e('nicknameRequired')), length(0, 30, e('nicknameTooLong'))),
  newPassword: all(required(e('passwordRequired'), false), length(4, 16, e('newPasswordLength'))),
  /** The second password field: must repeat `first`. */
  confirmPassword: (value: unknown, first: unknown) =>
    required(e('confirmPasswordRequired'), false)(value) ?? (!text(value) || text(first) === text(value) ? undefined : e('passwordMismatch')),
  agreement: (checked: unknown) => (checked ? undefined : e('agreementRequired')),
  companyName: all(required(msg('portal', 'companyNameRequired')), length(4, 60, msg('portal', 'companyNameLength'))),
  uniScid: (value: unknown) => usccError(text(value)) || undefined,
} satisfies Record<string, (...args: never[]) => Text | undefined>

/** An antd rule running a check (marked required so antd shows the field as such). */
const rule = (check: Check, isRequired = true): Rule[] => [
  {
    required: isRequired,
    validator: (_: unknown, value: unknown) => {
      const error = check(value)
      return error ? Promise.reject(new Error(say(error))) : Promise.resolve()
    },
  },
]

/** The same rules for antd forms (register, reset password, enterprise binding). */
export const rules = {
  tenantName: rule(checks.tenantName),
  username: rule(checks.username),
  password: rule(checks.password),
  mobile: rule(checks.mobile),
  smsCode: rule(checks.smsCode),
  newUsername: rule(checks.newUsername),
  nickname: rule(checks.nickname),
  newPassword: rule(checks.newPassword),
  /** The second password field: must repeat `field`. */
  confirmPassword: (field = 'password'): Rule[] => [
    ({ getFieldValue }) => ({
      required: true,
      validator: (_, value) => {
        const error = checks.confirmPassword(value, getFieldValue(field))
        return error ? Promise.reject(new Error(say(error))) : Promise.resolve()
      },
    }),
  ],
  agreement: rule(checks.agreement, false),
  companyName: rule(checks.companyName),
  uniScid: rule(checks.uniScid),
}

/**
 * An antd form keeps the error texts its rules gave: after a language switch, the fields that show one are checked
 * again, so the error is said in the new language (issue 25).
 */
export function useErrorsFollowLanguage(form: FormInstance, active = true) {
  useEffect(
    () =>
      onLanguageChange(() => {
        if (!active) return
        const shown = form.getFieldsError().filter((f) => f.errors.length).map((f) => f.name)
        if (shown.length) form.validateFields(shown).catch(() => undefined)
      }),
    [form, active],
  )
}
