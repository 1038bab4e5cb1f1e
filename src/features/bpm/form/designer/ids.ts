/**
 * Names a new rule gets, as form-create's designer writes them (FcDesigner.vue `makeRule`, @form-create/utils `unique`):
 * `field` 'F' + a random id, `_fc_id` 'id_' + one, `name` 'ref_' + one, `_fc_drag_tag` the palette item's name.
 */
import type { FcRule } from '../types'
import { isRule } from './tree'

let sequence = 0
/** form-create's uniqueId: 'F', three random base-36 characters, the time and a counter in base 36, 'c'. */
export function uniqueId(): string {
  const random = Math.random().toString(36).slice(3, 6).padEnd(3, '0')
  return `F${random}${Date.now().toString(36)}${(370 + ++sequence).toString(36)}c`
}

/** A dropped palette item: the kind's rule with the ids form-create's designer gives it. */
export function stampNew(rule: FcRule, dragTag: string, holdsValue: (rule: FcRule) => boolean): FcRule {
  const out: FcRule = { ...rule }
  if (holdsValue(out) && !out.field) out.field = uniqueId()
  out._fc_id = `id_${uniqueId()}`
  out.name = `ref_${uniqueId()}`
  out._fc_drag_tag = dragTag
  if (out.children) out.children = out.children.map((c) => (isRule(c) ? stampNew(c, c.type, holdsValue) : c))
  return out
}

/**
 * A copy of a rule and everything inside it with fresh names (form-create's copy: every `field`, every `_fc_id`, every
 * `ref_` name renewed), and no designer keys (a JSON copy drops them), so the copy is a rule of its own.
 */
export function copyRule(rule: FcRule): FcRule {
  const renew = (r: FcRule): FcRule => {
    const out: FcRule = { ...r }
    if (typeof out.field === 'string' && out.field) out.field = uniqueId()
    if (out._fc_id !== undefined) out._fc_id = `id_${uniqueId()}`
    if (typeof out.name === 'string' && out.name.startsWith('ref_')) out.name = `ref_${uniqueId()}`
    if (out.children) out.children = out.children.map((c) => (isRule(c) ? renew(c) : c))
    return out
  }
  return renew(JSON.parse(JSON.stringify(rule)) as FcRule)
}
