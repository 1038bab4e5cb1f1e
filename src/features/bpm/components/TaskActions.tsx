import { useMemo, useState } from 'react'
import { Alert, App, Button, Card, Divider, Form, Input, Space } from 'antd'
import { approveTask, getReturnTargets, rejectTask } from '../../../api/bpm/processInstance'
import type { BpmTask, ProcessInstance } from '../../../api/bpm/types'
import { getSimpleUsers, type SimpleUser } from '../../../api/system/org'
import type { NodeFieldsPermission } from '../../../domain/fieldsPermission'
import { reportFailure } from '../../../components/uncaught'
import { useT } from '../../../i18n/react'
import { whenLoaded } from '../../../utils/whenLoaded'
import { FormRenderer, fromVariables } from '../form'
import { approvalForm, delegatedBy, writtenValues, writtenVariables } from './approvalForm'
import { DraftOffer, useKeptInput } from './DraftOffer'
import { TaskDialogs, type TaskDialog } from './TaskDialogs'

const DETAIL_PATH = '/bpm/process-instance/detail'

/** What the approval card keeps while it is typed: the 审批建议 and the fields that are the approver's to write. */
type Kept = { reason?: string; fields?: Record<string, unknown> }

/**
 * 审批任务【…】: what the task's assignee can do with it, as yudao-ui-admin-vue2's process detail offers —
 * 通过 and 不通过 with the 审批建议 typed here; 转办, 委派 and 退回 each in a dialog asking only what it needs.
 * When the task's node lets fields of the process form be written (`fieldsPermission`, yudao's formFieldsPermission),
 * the form is here to fill in: 通过 checks those fields and sends them as variables. What is typed is kept per task
 * until it is sent (issue 51).
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
  const [dialog, setDialog] = useState<TaskDialog>(null)
  const [users, setUsers] = useState<SimpleUser[]>()
  const owner = delegatedBy(task)
  const fill = useMemo(
    () => approvalForm(instance, fieldsPermission ?? {}, !!owner),
    [instance, fieldsPermission, owner],
  )
  const kept = useKeptInput({ path: DETAIL_PATH, title: 'task', id: task.id })
  const keep = () =>
    kept.keep({
      reason: form.getFieldValue('reason') as string | undefined,
      fields: fill ? writtenValues(processForm, fill.writable) : {},
    } satisfies Kept)
  const restore = () => {
    const values = kept.restore() as Kept
    form.setFieldsValue({ reason: values.reason })
    // only what is still theirs to write (a delegate writes none)
    if (fill) processForm.setFieldsValue(fromVariables(fill.rules, pick(values.fields, fill.writable)))
  }

  const audit = async (pass: boolean) => {
    // both checked at once, so every missing answer is said; 不通过 sends no form (yudao neither)
    const writes = pass && fill && fill.writable.length ? fill : undefined
    const [values, variables] = await Promise.all([
      form.validateFields().catch(() => undefined),
      writes ? writtenVariables(processForm, writes.rules, writes.writable) : undefined,
    ])
    if (!values || (writes && !variables)) return
    setBusy(true)
    try {
      await (pass ? approveTask(task.id, values.reason, variables) : rejectTask(task.id, values.reason))
      kept.discard()
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
  const saved = () => {
    // 转办 and 退回 take the task from this user for good; a delegated one comes back, to what they had typed
    if (dialog?.kind !== 'delegate') kept.discard()
    setDialog(null)
    onDone()
  }

  return (
    <Card variant="borderless" title={t('approvalTask', { name: task.name })} data-testid="task-actions">
      {kept.offer && <DraftOffer draft={kept.offer} onRestore={restore} onDiscard={kept.discard} />}
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
          {owner && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('delegatedFormNote', { owner: owner.nickname })}
            />
          )}
          <FormRenderer
            rules={fill.rules}
            options={fill.options}
            form={processForm}
            fieldPermissions={fill.permissions}
            initialValues={fill.values}
            onValuesChange={keep}
          />
          <Divider />
        </section>
      )}
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }} onValuesChange={keep}>
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
      <TaskDialogs taskId={task.id} dialog={dialog} users={users} onClose={() => setDialog(null)} onSaved={saved} />
    </Card>
  )
}

const pick = (values: Record<string, unknown> | undefined, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => values && field in values).map((field) => [field, values![field]]))
