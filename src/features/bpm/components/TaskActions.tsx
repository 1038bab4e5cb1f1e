import { useMemo, useState } from 'react'
import { App, Button, Card, Divider, Form, Input, Select, Space, type FormInstance } from 'antd'
import {
  approveTask,
  delegateTask,
  getReturnTargets,
  rejectTask,
  returnTask,
  transferTask,
} from '../../../api/bpm/processInstance'
import { BUSINESS_FORM, type BpmTask, type ProcessInstance, type ReturnTarget } from '../../../api/bpm/types'
import { getSimpleUsers, type SimpleUser } from '../../../api/system/org'
import { FormDialog } from '../../../components/crud'
import { reportFailure } from '../../../components/uncaught'
import { useT } from '../../../i18n/react'
import { whenLoaded } from '../../../utils/whenLoaded'
import { writableFields, type NodeFieldsPermission } from '../../../domain/fieldsPermission'
import {
  FIELD_READ,
  FIELD_WRITE,
  FormRenderer,
  validateForm,
  fromVariables,
  nestedRules,
  parseOptions,
  parseRules,
  toVariables,
  valueRules,
  type FcRule,
  type FieldPermissions,
} from '../form'

type Dialog = { kind: 'transfer' } | { kind: 'delegate' } | { kind: 'return'; targets: ReturnTarget[] } | null

type Values = Record<string, unknown>

/**
 * The process form as the task's node lets its approver see it (yudao's process detail: the form disabled, then each
 * field its node names made writable, read-only or hidden). Undefined when there is nothing to fill in: then the form
 * is only what 申请信息 shows.
 */
function approvalForm(instance: ProcessInstance, node: NodeFieldsPermission) {
  const definition = instance.processDefinition
  if (!definition || definition.formType === BUSINESS_FORM) return undefined
  const rules = parseRules(definition.formFields)
  const top = new Set(valueRules(rules).map((rule) => rule.field!))
  const writable = writableFields(node).filter((field) => top.has(field))
  if (!writable.length) return undefined
  // a field the node does not name is read-only; a group's or subForm's own fields follow their container
  const permissions: FieldPermissions = {}
  const name = (list: readonly FcRule[], inherited: string) => {
    for (const rule of valueRules(list)) {
      const own = node[rule.field!] ?? inherited
      permissions[rule.field!] = own
      name(nestedRules(rule), own === FIELD_WRITE ? FIELD_WRITE : FIELD_READ)
    }
  }
  name(rules, FIELD_READ)
  return {
    name: definition.formName,
    rules,
    options: parseOptions(definition.formConf),
    permissions,
    writable,
    values: fromVariables(rules, instance.formVariables),
  }
}

/**
 * Checks the fields the approver may write (a read-only field is not theirs to mend) and scrolls to the first wrong
 * one; their process variables, typed as the start page sends them, or undefined.
 */
async function writtenVariables(form: FormInstance, rules: readonly FcRule[], writable: string[]) {
  if (!(await validateForm(form, writable))) return undefined
  const variables = toVariables(rules, form.getFieldsValue() as Values)
  return Object.fromEntries(writable.filter((field) => field in variables).map((field) => [field, variables[field]]))
}

/**
 * 审批任务【…】: what the task's assignee can do with it, as yudao-ui-admin-vue2's process detail offers —
 * 通过 and 不通过 with the 审批建议 typed here; 转办, 委派 and 退回 each in a dialog asking only what it needs.
 * When the task's node lets fields of the process form be written (`fieldsPermission`, yudao's formFieldsPermission),
 * the form is here to fill in: 通过 checks those fields and sends them as variables.
 */
export default function TaskActions({
  task,
  instance,
  fieldsPermission,
  onDone,
}: {
  task: BpmTask
  instance: ProcessInstance
  /** The task node's field permissions (field → '1' read, '2' write, '3' none). */
  fieldsPermission?: NodeFieldsPermission
  onDone: () => void
}) {
  const t = useT('bpm')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ reason: string }>()
  const [processForm] = Form.useForm()
  const [busy, setBusy] = useState(false)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [users, setUsers] = useState<SimpleUser[]>()
  const fill = useMemo(() => approvalForm(instance, fieldsPermission ?? {}), [instance, fieldsPermission])

  const audit = async (pass: boolean) => {
    // both checked at once, so every missing answer is said; 不通过 sends no form (yudao neither)
    const [values, variables] = await Promise.all([
      form.validateFields().catch(() => undefined),
      pass && fill ? writtenVariables(processForm, fill.rules, fill.writable) : undefined,
    ])
    if (!values || (pass && fill && !variables)) return
    setBusy(true)
    try {
      await (pass ? approveTask(task.id, values.reason, variables) : rejectTask(task.id, values.reason))
      message.success(pass ? t('approved') : t('rejected'))
      onDone()
    } catch (error) {
      reportFailure(error) // the reason stays typed
    } finally {
      setBusy(false)
    }
  }
  /** 转办 and 委派 choose a user: the list is loaded when first needed. */
  const chooseUser = (kind: 'transfer' | 'delegate') => {
    setDialog({ kind })
    if (!users) whenLoaded(getSimpleUsers(), setUsers)
  }
  const openReturn = () =>
    whenLoaded(getReturnTargets(task.id), (targets) =>
      targets.length ? setDialog({ kind: 'return', targets }) : void message.error(t('noReturnTarget')),
    )
  const closed = () => setDialog(null)
  const saved = () => {
    setDialog(null)
    onDone()
  }
  const userOptions = (users ?? []).map((u) => ({
    value: u.id,
    label: u.deptName ? `${u.nickname}（${u.deptName}）` : u.nickname,
  }))
  const userSelect = (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={!users}
      options={userOptions}
      placeholder={t('selectApprover')}
      aria-label={t('newApprover')}
    />
  )

  return (
    <Card variant="borderless" title={t('approvalTask', { name: task.name })} data-testid="task-actions">
      {instance.startUser && (
        <Form layout="vertical" style={{ maxWidth: 640 }}>
          <Form.Item label={t('initiator')}>
            {instance.startUser.nickname} {instance.startUser.deptName}
          </Form.Item>
        </Form>
      )}
      {fill && (
        <section aria-label={t('fillForm', { name: fill.name })} data-testid="approval-form">
          <Divider titlePlacement="start" plain>
            {t('fillForm', { name: fill.name })}
          </Divider>
          <FormRenderer
            rules={fill.rules}
            options={fill.options}
            form={processForm}
            fieldPermissions={fill.permissions}
            initialValues={fill.values}
          />
          <Divider />
        </section>
      )}
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
        <Form.Item
          label={t('approvalComment')}
          name="reason"
          rules={[{ required: true, message: t('approvalCommentRequired') }]}
        >
          <Input.TextArea rows={3} placeholder={t('enterApprovalComment')} aria-label={t('approvalComment')} />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button type="primary" loading={busy} onClick={() => audit(true)}>
          {t('approve')}
        </Button>
        <Button danger loading={busy} onClick={() => audit(false)}>
          {t('reject')}
        </Button>
        <Button onClick={() => chooseUser('transfer')}>{t('transfer')}</Button>
        <Button onClick={() => chooseUser('delegate')}>{t('delegate')}</Button>
        <Button onClick={openReturn}>{t('return')}</Button>
      </Space>

      <FormDialog<{ assigneeUserId: number }>
        title={t('transferTitle')}
        open={dialog?.kind === 'transfer'}
        initialValues={{}}
        drafts={false}
        onClose={closed}
        onSubmit={(v) => transferTask(task.id, v.assigneeUserId)}
        onSaved={saved}
        successText={t('transferred')}
      >
        <Form.Item
          label={t('newApprover')}
          name="assigneeUserId"
          rules={[{ required: true, message: t('newApproverRequired') }]}
        >
          {userSelect}
        </Form.Item>
      </FormDialog>

      <FormDialog<{ delegateUserId: number; reason: string }>
        title={t('delegateTitle')}
        open={dialog?.kind === 'delegate'}
        initialValues={{}}
        drafts={false}
        onClose={closed}
        onSubmit={(v) => delegateTask(task.id, v.delegateUserId, v.reason)}
        onSaved={saved}
        successText={t('delegated')}
      >
        <Form.Item
          label={t('newApprover')}
          name="delegateUserId"
          rules={[{ required: true, message: t('newApproverRequired') }]}
        >
          {userSelect}
        </Form.Item>
        <Form.Item
          label={t('delegateReason')}
          name="reason"
          rules={[{ required: true, message: t('delegateReasonRequired') }]}
        >
          <Input placeholder={t('enterDelegateReason')} aria-label={t('delegateReason')} />
        </Form.Item>
      </FormDialog>

      <FormDialog<{ targetDefinitionKey: string; reason: string }>
        title={t('returnTitle')}
        open={dialog?.kind === 'return'}
        initialValues={{}}
        drafts={false}
        onClose={closed}
        onSubmit={(v) => returnTask(task.id, v.targetDefinitionKey, v.reason)}
        onSaved={saved}
        successText={t('returned')}
      >
        <Form.Item
          label={t('returnNode')}
          name="targetDefinitionKey"
          rules={[{ required: true, message: t('returnNodeRequired') }]}
        >
          <Select
            options={(dialog?.kind === 'return' ? dialog.targets : []).map((n) => ({
              value: n.definitionKey,
              label: n.name || n.definitionKey,
            }))}
            placeholder={t('selectReturnNode')}
            aria-label={t('returnNode')}
          />
        </Form.Item>
        <Form.Item
          label={t('returnReason')}
          name="reason"
          rules={[{ required: true, message: t('returnReasonRequired') }]}
        >
          <Input placeholder={t('enterReturnReason')} aria-label={t('returnReason')} />
        </Form.Item>
      </FormDialog>
    </Card>
  )
}
