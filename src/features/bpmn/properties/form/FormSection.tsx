import { useState } from 'react'
import { Button, Select } from 'antd'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import ItemTable from '../shared/ItemTable'
import { setProps, type BO } from '../shared/moddle'
import FormFieldDialog from './FormFieldDialog'
import { FIELD_TYPE_LABELS, toFieldValues, toFormField, type FormFieldValues } from './formModel'

/** Form (user task and start event): form key, business key and the form fields (spec §3 Form). */
export default function FormSection() {
  const { api, element, bo, formId } = usePanel()
  const p = api.prefix
  const type = api.t('FormData')
  const formData: BO | undefined = api.extensions(bo, type)[0]
  const fields: BO[] = formData?.fields ?? []
  const [editing, setEditing] = useState<number | null>(null)

  /** Rewrites the FormData (fields and business key) as one extension element: one undo step. */
  const writeFormData = (nextFields: BO[], businessKey: string | undefined) => {
    const items = nextFields.length || businessKey ? [api.create(type, { businessKey, fields: nextFields })] : []
    nextFields.forEach((f) => (f.$parent = items[0]))
    api.write([api.setExtensions(element, bo, type, items)])
  }
  // a removed field can no longer be the business key
  const removeField = (i: number) =>
    writeFormData(
      fields.filter((_, j) => j !== i),
      formData?.businessKey === fields[i].id ? undefined : formData?.businessKey,
    )
  const save = (values: FormFieldValues) => {
    const field = toFormField(api, values)
    writeFormData(
      editing === -1 ? [...fields, field] : fields.map((f, i) => (i === editing ? field : f)),
      formData?.businessKey,
    )
    setEditing(null)
  }

  return (
    <div>
      <Row label="表单标识" hint={formId != null && formId !== '' ? `流程表单编号：${formId}` : undefined}>
        <CommitInput
          aria-label="表单标识"
          value={bo.get(`${p}:formKey`)}
          onCommit={(v) => api.write([setProps(element, { [`${p}:formKey`]: orUndefined(v) })])}
        />
      </Row>
      <Row label="业务标识">
        <Select
          aria-label="业务标识"
          allowClear
          style={{ width: '100%' }}
          value={formData?.businessKey}
          options={fields
            .filter((f) => f.id)
            .map((f) => ({ value: f.id, label: f.label ? `${f.label}（${f.id}）` : f.id }))}
          onChange={(v?: string) => writeFormData(fields, v)}
        />
      </Row>
      <div className="bpmn-panel-table">
        <ItemTable<BO>
          items={fields}
          columns={[
            { title: '字段名称', dataIndex: 'label' },
            { title: '字段类型', key: 'type', render: (_: unknown, f: BO) => FIELD_TYPE_LABELS[toFieldValues(f).type] },
            { title: '默认值', dataIndex: 'defaultValue' },
          ]}
          onEdit={setEditing}
          onRemove={removeField}
        />
        <Button size="small" block onClick={() => setEditing(-1)}>
          添加字段
        </Button>
      </div>
      <Row label="表单管理">
        <a href={`${import.meta.env.BASE_URL}bpm/manager/form`} target="_blank" rel="noopener noreferrer">
          流程表单
        </a>
      </Row>
      {editing !== null && (
        <FormFieldDialog
          initial={editing >= 0 ? toFieldValues(fields[editing]) : undefined}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  )
}
