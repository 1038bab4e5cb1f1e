import type { Rule } from 'antd/es/form'
import { usccError } from '../../utils/uscc'

/**
 * Every validation rule of the portal's forms, in one place. The demo API applies the same limits
 * (yudao AuthRegisterReqVO: account 4–30 letters/digits, password 4–16).
 *
 * `checks` are plain functions (value → error text, or undefined when fine): the entrance's plain forms call them
 * directly (no antd on the entrance, issue 2 budget); `rules` wraps the same functions for antd forms.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
export const SMS_CODE_PATTERN = /^\d{4,6}$/

/** Value → error text, or undefined when the value passes. */
export type Check = (value: unknown) => string | undefined

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
/** Required; `whitespace`: blanks alone count as empty. */
const required =
  (message: string, whitespace = true): Check =>
  (v) =>
    (whitespace ? text(v).trim() : text(v)) ? undefined : message
/** Empty values pass (the required check speaks for them). */
const pattern =
  (re: RegExp, message: string): Check =>
  (v) =>
    !text(v) || re.test(text(v)) ? undefined : message
const length =
  (min: number, max: number, message: string): Check =>
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

export const checks = {
  tenantName: required('请输入租户名称'),
  username: required('请输入账号'),
  password: required('请输入密码', false),
  mobile: all(required('请输入手机号'), pattern(MOBILE_PATTERN, '请输入正确的 11 位手机号')),
  smsCode: all(required('请输入短信验证码'), pattern(SMS_CODE_PATTERN, '验证码为 4-6 位数字')),
  newUsername: all(required('请输入账号'), pattern(/^[A-Za-z0-9]{4,30}$/, '账号由 4-30 位字母或数字组成')),
  nickname: all(required('请输入联系人姓名'), length(0, 30, '联系人姓名不超过 30 个字')),
  newPassword: all(required('请输入密码', false), length(4, 16, '密码长度为 4-16 位')),
  /** The second password field: must repeat `first`. */
  confirmPassword: (value: unknown, first: unknown) =>
    required('请再次输入密码', false)(value) ?? (!text(value) || text(first) === text(value) ? undefined : '两次输入的密码不一致'),
  agreement: (checked: unknown) => (checked ? undefined : '请阅读并同意平台服务协议'),
  companyName: all(required('请输入企业名称'), length(4, 60, '企业名称为 4-60 个字')),
  uniScid: (value: unknown) => usccError(text(value)) || undefined,
} satisfies Record<string, (...args: never[]) => string | undefined>

/** An antd rule running a check (marked required so antd shows the field as such). */
const rule = (check: Check, isRequired = true): Rule[] => [
  {
    required: isRequired,
    validator: (_: unknown, value: unknown) => {
      const error = check(value)
      return error ? Promise.reject(new Error(error)) : Promise.resolve()
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
        return error ? Promise.reject(new Error(error)) : Promise.resolve()
      },
    }),
  ],
  agreement: rule(checks.agreement, false),
  companyName: rule(checks.companyName),
  uniScid: rule(checks.uniScid),
}
