/**
 * 联动 (form-create's `control`, issue 43) of the selected value rule: when its value meets a condition, other rules of
 * the form are shown, hidden, disabled or required. Each entry is edited as form-create's designer stores it
 * (`{ value, condition, method, rule: [names] }`); entries it cannot edit (a custom function, inserted rules) are shown
 * read-only and kept. A target no rule answers to any more is shown as missing, never dropped silently.
 */
import { Button, Select, Tag, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useMemo, useState } from 'react'
import type { MessageKey } from '../../../../i18n'
import { useT } from '../../../../i18n/react'
import type { FcControl, FcRule } from '../types'
import { ruleName } from './Canvas'
import {
  conditionsFor,
  findTarget,
  METHODS,
  newEntry,
  ordered,
  readOnlyReason,
  sourceKind,
  targetsOf,
  withCondition,
  type Condition,
  type Method,
} from './controlModel'
import { keyOf } from './tree'
import { ValueInput } from './ControlValueInput'
import './ControlEditor.css'

type Key = MessageKey<'formDesigner'>
const CONDITION_KEY: Record<Condition, Key> = {
  '==': 'condEq',
  '!=': 'condNe',
  '<>': 'condNe', // form-create's other 不等于
  '>': 'condGt',
  '>=': 'condGe',
  '<': 'condLt',
  '<=': 'condLe',
  in: 'condIn',
  notIn: 'condNotIn',
  on: 'condOn',
  notOn: 'condNotOn',
  between: 'condBetween',
  notBetween: 'condNotBetween',
  empty: 'condEmpty',
  notEmpty: 'condNotEmpty',
  pattern: 'condPattern',
}
/** A select's options: those offered, and the entry's own when it is none of them (said by its raw name). */
const choices = (offered: readonly string[], current: string, keys: Partial<Record<string, Key>>, t: (key: Key) => string) =>
  [...offered, ...(offered.includes(current) ? [] : [current])].map((value) => {
    const key = Object.hasOwn(keys, value) ? keys[value] : undefined
    return { value, label: key ? t(key) : value }
  })

const METHOD_KEY: Record<Method, Key> = { display: 'methodDisplay', hidden: 'methodHidden', disabled: 'methodDisabled', required: 'methodRequired' }

interface Props {
  rule: FcRule
  /** The whole form: the rules an entry can act on. */
  rules: readonly FcRule[]
  onChange: (control: FcControl[] | undefined) => void
}

export function ControlEditor({ rule, rules, onChange }: Props) {
  const t = useT('formDesigner')
  const entries = Array.isArray(rule.control) ? rule.control : []
  // a rule that came with `control: []` keeps it when its last entry goes; one that had none gets none back
  const [hadControl] = useState(() => Array.isArray(rule.control))
  const targets = useMemo(() => targetsOf(rules, keyOf(rule)), [rules, rule])
  const kind = sourceKind(rule)
  const write = (index: number, next: FcControl | undefined) => {
    const list = [...entries]
    if (next) list[index] = next
    else list.splice(index, 1)
    onChange(list.length || hadControl ? list : undefined)
  }
  const nameOf = (name: string) => {
    const target = findTarget(rules, name)
    return target ? t('controlTarget', { title: ruleName(target), name }) : t('controlTargetMissing', { name })
  }
  return (
    <fieldset className="fd-fieldset fd-control">
      <legend>{t('control')}</legend>
      <Typography.Paragraph type="secondary" className="fd-control-hint">
        {t('controlHint')}
      </Typography.Paragraph>
      {entries.map((entry, index) => {
        const n = index + 1
        const reason = entry && typeof entry === 'object' ? readOnlyReason(entry) : 'insert'
        const head = (
          <div className="fd-control-head">
            <span className="fd-control-number">{t('controlNumber', { n })}</span>
            {reason && <Tag>{reason === 'handle' ? t('controlHandle') : t('controlInsert')}</Tag>}
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('removeControl', { n })} onClick={() => write(index, undefined)} />
          </div>
        )
        if (reason) {
          const names = Array.isArray(entry?.rule) ? entry.rule.filter((r): r is string => typeof r === 'string') : []
          return (
            <div key={index} className="fd-rule fd-control-entry">
              {head}
              {names.length > 0 && (
                <div>
                  {t('controlReadOnlyTargets', { method: t(METHOD_KEY[(entry.method as Method) ?? 'display'] ?? 'methodDisplay'), targets: names.map(nameOf).join(t('listSeparator')) })}
                </div>
              )}
              {typeof entry?.handle === 'string' && (
                <code className="fd-control-handle" translate="no">
                  {entry.handle.length > 160 ? `${entry.handle.slice(0, 160)}…` : entry.handle}
                </code>
              )}
            </div>
          )
        }
        const condition = entry.condition ?? '=='
        const missing = entry.rule.filter((name) => !findTarget(rules, name))
        const method = entry.method ?? 'display'
        return (
          <div key={index} className="fd-rule fd-control-entry">
            {head}
            <div className="fd-control-row">
              <span className="fd-control-word">{t('controlWhen')}</span>
              <Select
                aria-label={t('controlCondition', { n })}
                className="fd-control-condition"
                value={condition}
                popupMatchSelectWidth={false}
                options={choices(conditionsFor(kind), condition, CONDITION_KEY, t)}
                onChange={(c: string) => write(index, withCondition(entry, rule, c))}
              />
              <div className="fd-control-grow">
                <ValueInput n={n} rule={rule} kind={kind} condition={condition} value={entry.value} onChange={(value) => write(index, ordered({ ...entry, value }))} />
              </div>
            </div>
            <div className="fd-control-row">
              <span className="fd-control-word">{t('controlThen')}</span>
              <Select
                aria-label={t('controlMethod', { n })}
                className="fd-control-method"
                value={method}
                popupMatchSelectWidth={false}
                options={choices(METHODS, method, METHOD_KEY, t)}
                onChange={(m: string) => write(index, ordered({ ...entry, method: m }))}
              />
              <Select
                aria-label={t('controlTargets', { n })}
                className="fd-control-grow"
                mode="multiple"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('controlTargetsPlaceholder')}
                status={missing.length ? 'warning' : undefined}
                value={entry.rule}
                options={[
                  ...targets.map((target) => ({ value: target.name, label: t('controlTarget', { title: ruleName(target.rule), name: target.name }) })),
                  ...missing.map((name) => ({ value: name, label: t('controlTargetMissing', { name }) })),
                ]}
                tagRender={({ value, label, closable, onClose }) => (
                  <Tag
                    className="fd-control-tag"
                    color={missing.includes(value as string) ? 'error' : undefined}
                    closable={closable}
                    onClose={onClose}
                    onMouseDown={(e) => e.stopPropagation()}
                  >
                    {label}
                  </Tag>
                )}
                onChange={(names: string[]) => write(index, ordered({ ...entry, rule: names }))}
              />
            </div>
            {missing.length > 0 && (
              <span className="fd-error-text fd-control-missing" role="alert">
                {t('controlMissing', { names: missing.join(t('listSeparator')) })}
              </span>
            )}
            {entry.rule.length === 0 && <span className="fd-control-note">{t('controlNoTargets')}</span>}
          </div>
        )
      })}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...entries, newEntry(rule)])}>
        {t('addControl')}
      </Button>
    </fieldset>
  )
}
