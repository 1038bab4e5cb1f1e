/** The editors of a kind's own properties in the form designer (issue 43), one per `PropDef` editor kind. */
import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { listAllSimpleDictTypes } from '../../../../api/dictType'
import { text } from '../../../../i18n'
import { useT } from '../../../../i18n/react'
import type { FcOption, FcRule, PropDef } from '../types'
import { getAt } from './tree'
/** A property written at a path of the selected rule: one undo step per property typed into. */
export type SetProp = (path: string, value: unknown) => void

/** A property as the text an input shows. */
export const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v))

/** One of the kind's own properties, by its editor. */
export function PropEditor({ def, rule, onChange }: { def: PropDef; rule: FcRule; onChange: SetProp }) {
  const id = useId()
  const label = text(def.label)
  const value = getAt(rule, def.path)
  const set = (v: unknown) => onChange(def.path, v)
  let editor: ReactNode
  switch (def.editor) {
    case 'text':
    case 'color':
      editor = <Input id={id} value={str(value)} onChange={(e) => set(e.target.value === '' && value === undefined ? undefined : e.target.value)} />
      break
    case 'textarea':
      editor = <Input.TextArea id={id} autoSize={{ minRows: 2, maxRows: 8 }} value={str(value)} onChange={(e) => set(e.target.value)} />
      break
    case 'number':
      editor = <InputNumber id={id} value={typeof value === 'number' ? value : null} onChange={(v) => set(v ?? undefined)} />
      break
    case 'switch':
      editor = <Switch id={id} checked={value === true} onChange={(on) => set(on)} />
      break
    case 'select':
      editor = (
        <Select
          id={id}
          allowClear
          value={value as string | undefined}
          options={(def.choices ?? []).map((c) => ({ value: c.value as string, label: text(c.label) || '—' }))}
          onChange={(v) => set(v)}
        />
      )
      break
    case 'options':
      return <OptionsEditor label={label} options={Array.isArray(value) ? (value as FcOption[]) : []} onChange={set} />
    case 'dict':
      editor = <DictTypeSelect id={id} value={str(value)} onChange={set} />
      break
    default:
      editor = <JsonInput id={id} value={value} onChange={set} />
  }
  return (
    <Form.Item label={label} htmlFor={id}>
      {editor}
    </Form.Item>
  )
}

/** A value as JSON text, written back once it parses (what does not parse is said, and not written). */
export function JsonInput({ id, value, onChange }: { id: string; value: unknown; onChange: (v: unknown) => void }) {
  const t = useT('formDesigner')
  const shown = value === undefined ? '' : JSON.stringify(value, null, 2)
  const [draft, setDraft] = useState(shown)
  const [error, setError] = useState<string>()
  useEffect(() => {
    setDraft(shown)
    setError(undefined)
  }, [shown])
  return (
    <>
      <Input.TextArea
        id={id}
        translate="no"
        className="fd-code"
        autoSize={{ minRows: 1, maxRows: 10 }}
        status={error ? 'error' : undefined}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value)
          if (e.target.value.trim() === '') return (setError(undefined), onChange(undefined))
          try {
            onChange(JSON.parse(e.target.value))
            setError(undefined)
          } catch (failure) {
            setError(t('jsonInvalid', { message: (failure as Error).message }))
          }
        }}
      />
      {error && <span className="fd-error-text">{error}</span>}
    </>
  )
}

/** Static options: rows of label and value, added, removed and moved up. */
export function OptionsEditor({ label, options, onChange }: { label: string; options: FcOption[]; onChange: (o: FcOption[]) => void }) {
  const t = useT('formDesigner')
  const write = (i: number, next: FcOption | undefined) => {
    const list = [...options]
    if (next) list[i] = next
    else list.splice(i, 1)
    onChange(list)
  }
  return (
    <fieldset className="fd-fieldset">
      <legend>{label}</legend>
      {options.map((o, i) => (
        <Space.Compact key={i} block className="fd-option">
          <Input aria-label={`${t('optionLabel')} ${i + 1}`} placeholder={t('optionLabel')} value={str(o.label)} onChange={(e) => write(i, { ...o, label: e.target.value })} />
          <Input
            aria-label={`${t('optionValue')} ${i + 1}`}
            placeholder={t('optionValue')}
            translate="no"
            value={str(o.value)}
            // a number stays a number (yudao's variables keep its type)
            onChange={(e) => write(i, { ...o, value: typeof o.value === 'number' && e.target.value.trim() !== '' && !Number.isNaN(Number(e.target.value)) ? Number(e.target.value) : e.target.value })}
          />
          <Button icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('moveOptionUp', { label: str(o.label) })} onClick={() => onChange([...options.slice(0, i - 1), o, options[i - 1], ...options.slice(i + 1)])} />
          <Button icon={<DeleteOutlined />} aria-label={t('removeOption', { label: str(o.label) })} onClick={() => write(i, undefined)} />
        </Space.Compact>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...options, { label: `${t('optionLabel')} ${options.length + 1}`, value: String(options.length + 1) }])}>
        {t('addOption')}
      </Button>
    </fieldset>
  )
}

/** The dictionary a DictSelect reads its options from (yudao's dict-type list). */
function DictTypeSelect({ id, value, onChange }: { id: string; value: string; onChange: (v: unknown) => void }) {
  const [types, setTypes] = useState<{ value: string; label: string }[]>()
  useEffect(() => {
    let live = true
    listAllSimpleDictTypes().then(
      (list) => live && setTypes(list.map((d) => ({ value: d.type, label: `${d.name} (${d.type})` }))),
      () => live && setTypes([]),
    )
    return () => {
      live = false
    }
  }, [])
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={!types}
      value={value || undefined}
      options={types ?? (value ? [{ value, label: value }] : [])}
      onChange={(v) => onChange(v ?? '')}
    />
  )
}

