import { Button, Form, Input, Modal, Select, Space } from 'antd'
import { FIELD_TYPES, FIELD_TYPE_LABELS, type FormFieldValues } from './formModel'
import { useT } from '../../../../i18n/react'

type ListName = 'values' | 'constraints' | 'properties'

/** Form-field dialog: no required rules (spec §5), does not close on outside click (§9). */
export default function FormFieldDialog(props: {
  initial?: FormFieldValues
  onSave: (v: FormFieldValues) => void
  onCancel: () => void
}) {
  const [form] = Form.useForm<FormFieldValues>()
  const t = useT('bpmn')
  const type = Form.useWatch('type', form) ?? props.initial?.type ?? 'string'
  return (
    <Modal
      title={t('formField')}
      open
      mask={{ closable: false }}
      width={600}
      onCancel={props.onCancel}
      onOk={() => form.validateFields().then(props.onSave, () => undefined)}
    >
      <Form<FormFieldValues>
        form={form}
        layout="vertical"
        initialValues={props.initial ?? { type: 'string', values: [], constraints: [], properties: [] }}
      >
        <Form.Item label={t('fieldId')} name="id">
          <Input aria-label={t('fieldId')} />
        </Form.Item>
        <Form.Item label={t('type')} name="type">
          <Select
            aria-label={t('type')}
            options={FIELD_TYPES.map((ft) => ({ value: ft, label: t(FIELD_TYPE_LABELS[ft]) }))}
          />
        </Form.Item>
        {type === 'custom' && (
          <Form.Item label={t('customTypeName')} name="customType">
            <Input aria-label={t('customTypeName')} />
          </Form.Item>
        )}
        <Form.Item label={t('name')} name="label">
          <Input aria-label={t('name')} />
        </Form.Item>
        {type === 'date' && (
          <Form.Item label={t('datePattern')} name="datePattern">
            <Input aria-label={t('datePattern')} placeholder="yyyy-MM-dd" />
          </Form.Item>
        )}
        <Form.Item label={t('defaultValue')} name="defaultValue">
          <Input aria-label={t('defaultValue')} />
        </Form.Item>
        {type === 'enum' && (
          <PairList
            name="values"
            title={t('enumValues')}
            addLabel={t('addEnumValue')}
            keys={['id', 'name']}
            labels={[t('enumValueId'), t('enumValueName')]}
          />
        )}
        <PairList
          name="constraints"
          title={t('constraints')}
          addLabel={t('addConstraint')}
          keys={['name', 'config']}
          labels={[t('constraintName'), t('constraintConfig')]}
        />
        <PairList
          name="properties"
          title={t('fieldProperties')}
          addLabel={t('addFieldProperty')}
          keys={['id', 'value']}
          labels={[t('propertyId'), t('propertyValue')]}
        />
      </Form>
    </Modal>
  )
}

function PairList({
  name,
  title,
  addLabel,
  keys,
  labels,
}: {
  name: ListName
  title: string
  /** The add button's text. */
  addLabel: string
  keys: [string, string]
  labels: [string, string]
}) {
  const t = useT('bpmn')
  return (
    <Form.List name={name}>
      {(items, { add, remove }) => (
        <div className="bpmn-panel-table">
          <strong>{title}</strong>
          <div style={{ maxHeight: 240, overflow: 'auto' }}>
            {items.map((item) => (
              <Space key={item.key} align="baseline">
                <Form.Item name={[item.name, keys[0]]}>
                  <Input aria-label={labels[0]} placeholder={labels[0]} />
                </Form.Item>
                <Form.Item name={[item.name, keys[1]]}>
                  <Input aria-label={labels[1]} placeholder={labels[1]} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(item.name)}>
                  {t('remove')}
                </Button>
              </Space>
            ))}
          </div>
          <Button size="small" block onClick={() => add({})}>
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  )
}
