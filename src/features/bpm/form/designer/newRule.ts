/** A fresh rule of a palette kind (issue 43): form-create's ids, and a layout's first parts (a row's two columns, a pane). */
import { text } from '../../../../i18n'
import { KINDS, kindOf } from '../registry'
import type { FcRule, KindDef } from '../types'
import { stampNew } from './ids'
import { ruleChildren } from './tree'

export const holdsValue = (rule: FcRule) => kindOf(rule.type)?.holdsValue ?? false
export const paletteKind = (type: string): KindDef | undefined => KINDS.find((k) => k.type === type)

/** A new rule of a palette kind, with form-create's ids, and a layout's first parts (a row's two columns, a pane). */
export function newRule(kind: KindDef): FcRule {
  const rule = kind.create()
  const partType = kind.container?.childType
  if (partType && !ruleChildren(rule).length) {
    const part = kindOf(partType)
    if (part) {
      const count = partType.toLowerCase() === 'col' ? 2 : 1
      rule.children = Array.from({ length: count }, (_, i) => namedPart(part, i + 1, count))
    }
  }
  return stampNew(rule, kind.type, holdsValue)
}
/** A part of a layout: a column of 24 / count, a pane or a collapse item titled with its number. */
export function namedPart(part: KindDef, n: number, count: number): FcRule {
  const rule = part.create()
  const type = part.type.toLowerCase()
  if (type === 'col') return { ...rule, props: { ...rule.props, span: Math.floor(24 / count) } }
  const labelKey = type === 'eltabpane' ? 'label' : 'title'
  if (!rule.props?.[labelKey]) return { ...rule, props: { ...rule.props, [labelKey]: `${text(part.label)} ${n}` } }
  return rule
}
