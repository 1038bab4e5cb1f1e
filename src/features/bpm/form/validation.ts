/**
 * A rule's checks as antd Form rules (issue 43): `$required` (true or its message) and `validate` entries (required,
 * pattern, min/max, len, type; the designer's `mode` entries carry the same keys). Both libraries use async-validator's
 * vocabulary, so the entries map one to one; a `validator` function ($FN text) is never run, a bad pattern is skipped.
 */
import type { Rule, RuleObject } from 'antd/es/form'
import type { RuleType } from '@rc-component/form/lib/interface'
import { translate } from '../../../i18n'
import type { FcRule, FcValidate } from './types'

// async-validator's types antd takes ('array' is what a checkbox holds anyway: its required check is enough)
const TYPES = new Set([
  'string',
  'number',
  'boolean',
  'integer',
  'float',
  'object',
  'enum',
  'date',
  'url',
  'email',
  'regexp',
])
const CHOICE_KINDS = new Set([
  'radio',
  'checkbox',
  'select',
  'switch',
  'cascader',
  'datepicker',
  'timepicker',
  'colorpicker',
  'eltransfer',
  'tree',
  'eltreeselect',
  'userselect',
  'deptselect',
  'dictselect',
  'apiselect',
  'upload',
  'uploadfile',
  'uploadimg',
  'uploadimgs',
  'rate',
  'slider',
])

/** The message of a required check nobody wrote: 请输入… for what is typed, 请选择… for what is chosen. */
export const requiredMessage = (rule: FcRule) =>
  translate('form', CHOICE_KINDS.has(rule.type.toLowerCase()) ? 'requiredChoice' : 'required', {
    title: rule.title ?? rule.field ?? '',
  })

/** A pattern as form-create writes it: the expression's text, or `/…/flags`. */
export function toRegExp(pattern: string): RegExp | undefined {
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern)
  try {
    return literal ? new RegExp(literal[1], literal[2]) : new RegExp(pattern)
  } catch {
    return undefined
  }
}

/** Whether a rule is required by its own `$required` or a `validate` entry. */
export const isRequired = (rule: FcRule) =>
  !!rule.$required || (rule.validate ?? []).some((v) => v && v.required === true)

/** The antd rules of a form-create rule; `required` adds one (a `control` or the node's permission may ask for it). */
export function antdRules(rule: FcRule, required = false): Rule[] {
  const out: Rule[] = []
  const fallback = requiredMessage(rule)
  // A message the author wrote stays as written; the stored default (请输入<title>, as yudao's designers write it)
  // is said in the interface's language.
  const written = (m: unknown) => (typeof m === 'string' && m && m !== `请输入${rule.title}` ? m : undefined)
  if (rule.$required || required) {
    // `whitespace` only on text: async-validator checks a rule with any key beside required/message as a string,
    // so a number would fail it
    const text = rule.type.toLowerCase() === 'input' ? { whitespace: true } : {}
    out.push({ required: true, message: written(rule.$required) ?? fallback, ...text })
  }
  for (const v of (rule.validate ?? []) as FcValidate[]) {
    if (!v || typeof v !== 'object') continue
    const r: RuleObject = {}
    if (v.required === true || v.mode === 'required') {
      r.required = true
      r.message = written(v.message) ?? fallback
    }
    if (typeof v.type === 'string' && TYPES.has(v.type)) r.type = v.type as RuleType
    if (typeof v.pattern === 'string' && v.pattern) {
      const re = toRegExp(v.pattern)
      if (!re) continue
      r.pattern = re
    }
    if (typeof v.min === 'number') r.min = v.min
    if (typeof v.max === 'number') r.max = v.max
    if (typeof v.len === 'number') r.len = v.len
    if (Object.keys(r).length === 0) continue
    r.message ??= written(v.message) ?? translate('form', 'patternMismatch', { title: rule.title ?? '' })
    out.push(r)
  }
  return out
}
