/**
 * The form as JSON, to read, copy and paste in. What is accepted: form-create's rules (an array, as yudao's designer
 * shows them under 生成 JSON), `{ rule, option }` (form-create's designer), `{ fields, conf }` (a BpmFormDO as yudao's
 * API sends it: one JSON text per rule), a single rule, or old form-generator rows (read as the rules they stand for).
 * A paste that is none of these is refused with the reason; the current form is left as it was.
 */
import { parseOptions, parseRules, UNREADABLE } from '../parse'
import type { FcOptions, FcRule } from '../types'

export type PasteProblem =
  | { key: 'jsonInvalid'; message: string }
  | { key: 'jsonNotRules' }
  | { key: 'jsonRuleInvalid'; index: number }
  | { key: 'jsonOptionsInvalid' }

export type Pasted = { ok: true; rules: FcRule[]; options?: FcOptions } | { ok: false; problem: PasteProblem }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export function readRulesJson(source: string): Pasted {
  let value: unknown
  try {
    value = JSON.parse(source)
  } catch (error) {
    return { ok: false, problem: { key: 'jsonInvalid', message: (error as Error).message } }
  }
  let list: unknown[] | undefined
  let options: FcOptions | undefined
  if (Array.isArray(value)) list = value
  else if (isObject(value) && Array.isArray(value.rule)) {
    list = value.rule
    const option = value.option ?? value.options
    if (option !== undefined && !isObject(option)) return { ok: false, problem: { key: 'jsonOptionsInvalid' } }
    options = option as FcOptions | undefined
  } else if (isObject(value) && Array.isArray(value.fields)) {
    list = value.fields
    if (typeof value.conf === 'string' && value.conf.trim()) {
      try {
        if (!isObject(JSON.parse(value.conf))) return { ok: false, problem: { key: 'jsonOptionsInvalid' } }
      } catch {
        return { ok: false, problem: { key: 'jsonOptionsInvalid' } }
      }
      options = parseOptions(value.conf)
    } else if (isObject(value.conf)) options = value.conf
  } else if (isObject(value) && (typeof value.type === 'string' || isObject(value.__config__))) list = [value]
  if (!list) return { ok: false, problem: { key: 'jsonNotRules' } }
  const rules = parseRules(list.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))))
  const bad = rules.findIndex((r) => r.type === UNREADABLE)
  if (bad >= 0) return { ok: false, problem: { key: 'jsonRuleInvalid', index: bad + 1 } }
  return { ok: true, rules, options }
}

/** The rules as form-create's designer shows them (getJson: an array), indented to read. */
export const rulesJson = (rules: readonly FcRule[]) => JSON.stringify(rules, null, 2)
export const optionsJson = (options: FcOptions) => JSON.stringify(options, null, 2)
