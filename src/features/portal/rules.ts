import type { Rule } from 'antd/es/form'
import { usccError } from '../../utils/uscc'

/**
 * Every validation rule of the portal's forms, in one place. The demo API applies the same limits
 * (yudao AuthRegisterReqVO: account 4–30 letters/digits, password 4–16).
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
export const SMS_CODE_PATTERN = /^\d{4,6}$/

export const rules = {
  tenantName: [{ required: true, whitespace: true, message: '请输入租户名称' }] as Rule[],
  username: [{ required: true, whitespace: true, message: '请输入账号' }] as Rule[],
  password: [{ required: true, message: '请输入密码' }] as Rule[],
  mobile: [
    { required: true, whitespace: true, message: '请输入手机号' },
    { pattern: MOBILE_PATTERN, message: '请输入正确的 11 位手机号' },
  ] as Rule[],
  smsCode: [
    { required: true, whitespace: true, message: '请输入短信验证码' },
    { pattern: SMS_CODE_PATTERN, message: '验证码为 4-6 位数字' },
  ] as Rule[],
  newUsername: [
    { required: true, whitespace: true, message: '请输入账号' },
    { pattern: /^[A-Za-z0-9]{4,30}$/, message: '账号由 4-30 位字母或数字组成' },
  ] as Rule[],
  nickname: [
    { required: true, whitespace: true, message: '请输入联系人姓名' },
    { max: 30, message: '联系人姓名不超过 30 个字' },
  ] as Rule[],
  newPassword: [
    { required: true, message: '请输入密码' },
    { min: 4, max: 16, message: '密码长度为 4-16 位' },
  ] as Rule[],
  /** The second password field: must repeat `field`. */
  confirmPassword: (field = 'password'): Rule[] => [
    { required: true, message: '请再次输入密码' },
    ({ getFieldValue }) => ({
      validator: (_, value) =>
        !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
    }),
  ],
  agreement: [
    {
      validator: (_: unknown, checked: boolean) =>
        checked ? Promise.resolve() : Promise.reject(new Error('请阅读并同意平台服务协议')),
    },
  ] as Rule[],
  companyName: [
    { required: true, whitespace: true, message: '请输入企业名称' },
    { min: 4, max: 60, message: '企业名称为 4-60 个字' },
  ] as Rule[],
  uniScid: [
    {
      validator: (_: unknown, value: string | undefined) => {
        const error = usccError(value ?? '')
        return error ? Promise.reject(new Error(error)) : Promise.resolve()
      },
    },
  ] as Rule[],
}
