import { Alert, Button, Radio, Space, Spin, Typography } from 'antd'
import { usePanel } from '../shared/PanelContext'
import { getForm } from '../../../../api/bpm/form'
import { useLoad } from '../../../../hooks/useLoad'
import { useT } from '../../../../i18n/react'
import type { MessageKey } from '../../../../i18n'
import {
  NONE,
  PERMISSIONS,
  READ,
  WRITE,
  formFields,
  namedPermissions,
  withChanges,
  without,
  type Change,
  type FormField,
  type Permission,
} from './permissionModel'

const LABELS: Record<Permission, MessageKey<'bpmn'>> = {
  [READ]: 'permissionRead',
  [WRITE]: 'permissionWrite',
  [NONE]: 'permissionNone',
}
const ALL_LABELS: Record<Permission, MessageKey<'bpmn'>> = {
  [READ]: 'permissionAllRead',
  [WRITE]: 'permissionAllWrite',
  [NONE]: 'permissionAllNone',
}

/** The bound form's value fields, or null when the form is gone. The form engine loads with it, not with the designer. */
async function loadFields(formId: number, signal: AbortSignal): Promise<FormField[] | null> {
  const [form, { parseRules }, { valueRules }] = await Promise.all([
    getForm(formId, { signal }),
    import('../../../bpm/form/parse'),
    import('../../../bpm/form/values'),
  ])
  return form ? formFields(valueRules(parseRules(form.fields))) : null
}

/**
 * 表单字段权限 (user task of a model with a 流程表单, issue 43): per field of the bound form 只读 / 可编辑 / 隐藏, written
 * as yudao's `fieldsPermission` extension elements, each change one undo step. A field the XML does not name is read
 * only (yudao's default); elements naming fields the form no longer has are listed apart and can be removed.
 */
export default function FieldsPermissionSection() {
  const { api, element, bo, formId } = usePanel()
  const t = useT('bpmn')
  const id = Number(formId)
  const { data: fields, error, loading, reload } = useLoad((signal) => loadFields(id, signal), [id])
  const type = api.t('FieldsPermission')
  const elements = api.extensions(bo, type)
  const named = namedPermissions(elements)

  const create = (c: Change) => api.create(type, { field: c.field, title: c.title, permission: c.permission })
  const writeList = (items: ReturnType<typeof without>) => api.write([api.setExtensions(element, bo, type, items)])
  const change = (changes: Change[]) => {
    if (changes.length) writeList(withChanges(elements, changes, create))
  }

  // A failed or pending load shows no choice at all: nothing is written from a form we could not read.
  if (error && fields === undefined)
    return (
      <Alert
        type="error"
        showIcon
        title={t('fieldsPermissionLoadFailed')}
        action={
          <Button size="small" onClick={() => void reload()}>
            {t('fieldsPermissionRetry')}
          </Button>
        }
      />
    )
  if (fields === undefined || (loading && !fields)) return <Spin size="small" />
  if (fields === null) return <Alert type="warning" showIcon title={t('fieldsPermissionFormMissing')} />

  const inForm = new Set(fields.map((f) => f.field))
  const stale = elements.filter((el) => el.field && !inForm.has(el.field as string))
  const permissionOf = (field: string) => named.get(field) ?? READ
  const setAll = (permission: Permission) =>
    change(fields.filter((f) => named.get(f.field) !== permission).map((f) => ({ ...f, permission })))

  return (
    <div className="bpmn-fields-permission">
      {fields.length === 0 ? (
        <Typography.Text type="secondary">{t('fieldsPermissionNoFields')}</Typography.Text>
      ) : (
        <>
          <Space wrap size={4} className="bpmn-fields-permission-all">
            {PERMISSIONS.map((p) => (
              <Button key={p} size="small" onClick={() => setAll(p)}>
                {t(ALL_LABELS[p])}
              </Button>
            ))}
          </Space>
          <Typography.Text type="secondary" className="bpmn-panel-hint">
            {t('fieldsPermissionDefault')}
          </Typography.Text>
          <ul className="bpmn-fields-permission-list">
            {fields.map((f) => (
              <li key={f.field}>
                <span className="bpmn-fields-permission-name" title={f.field}>
                  {f.title}
                  {f.title !== f.field && <Typography.Text type="secondary"> {f.field}</Typography.Text>}
                </span>
                <Radio.Group
                  size="small"
                  optionType="button"
                  buttonStyle="solid"
                  name={`fields-permission-${f.field}`} // each field its own radio group, whatever antd's generated name
                  aria-label={t('fieldsPermissionOf', { field: f.title })}
                  value={permissionOf(f.field)}
                  options={PERMISSIONS.map((p) => ({ value: p, label: t(LABELS[p]) }))}
                  onChange={(e) => change([{ ...f, permission: e.target.value as Permission }])}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {stale.length > 0 && (
        <div className="bpmn-fields-permission-stale">
          <Typography.Text type="warning">{t('fieldsPermissionStale')}</Typography.Text>
          <ul className="bpmn-fields-permission-list">
            {stale.map((el, i) => {
              const field = el.field as string
              const title = (el.title as string | undefined) || field
              const p = String(el.permission ?? '') as Permission
              return (
                <li key={`${field}-${i}`}>
                  <span className="bpmn-fields-permission-name" title={field}>
                    {title}
                    {title !== field && <Typography.Text type="secondary"> {field}</Typography.Text>}
                  </span>
                  <Typography.Text type="secondary">{LABELS[p] ? t(LABELS[p]) : p}</Typography.Text>
                  <Button
                    size="small"
                    type="link"
                    danger
                    aria-label={t('fieldsPermissionRemove', { field: title })}
                    onClick={() => writeList(without(elements, field))}
                  >
                    {t('remove')}
                  </Button>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
