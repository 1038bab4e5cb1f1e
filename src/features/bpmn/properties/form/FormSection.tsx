import { useState } from 'react'
import { Button, Select } from 'antd'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import ItemTable from '../shared/ItemTable'
import { setProps, type BO } from '../shared/moddle'
import FormFieldDialog from './FormFieldDialog'
import { useT } from '../../../../i18n/react'
import { FIELD_TYPE_LABELS, toFieldValues, toFormField, type FormFieldValues } from './formModel'

/** Form (user task and start event): form key, business key and the form fields (spec §3 Form). */
export default function FormSection() {
  const { api, element, bo, formId } = usePanel()
  const t = useT('bpmn')
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
      <Row label={t('formKey')} hint={formId != null && formId !== '' ? t('formIdHint', { formId }) : undefined}>
        <CommitInput
          aria-label={t('formKey')}
          value={bo.get(`${p}:formKey`)}
          onCommit={(v) => api.write([setProps(element, { [`${p}:formKey`]: orUndefined(v) })])}
        />
      </Row>
      <Row label={t('businessKey')}>
        <Select
          aria-label={t('businessKey')}
          allowClear
          style={{ width: '100%' }}
          value={formData?.businessKey}
          options={fields
            .filter((f) => f.id)
            .map((f) => ({ value: f.id, label: f.label ? t('labelWithId', { label: f.label, id: f.id }) : f.id }))}
          onChange={(v?: string) => writeFormData(fields, v)}
        />
      </Row>
      <div className="bpmn-panel-table">
        <ItemTable<BO>
          items={fields}
          columns={[
            { title: t('fieldName'), dataIndex: 'label' },
            {
              title: t('fieldType'),
              key: 'type',
              render: (_: unknown, f: BO) => t(FIELD_TYPE_LABELS[toFieldValues(f).type]),
            },
            { title: t('defaultValue'), dataIndex: 'defaultValue' },
          ]}
          onEdit={setEditing}
          onRemove={removeField}
        />
        <Button size="small" block onClick={() => setEditing(-1)}>
          {t('addField')}
        </Button>
      </div>
      <Row label={t('formManagement')}>
        <a href={`${import.meta.env.BASE_URL}bpm/manager/form`} target="_blank" rel="noopener noreferrer">
          {t('processForms')}
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
