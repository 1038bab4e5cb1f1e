import { useState } from 'react'
import { App, Button, Card, Form, Input, Select, Space } from 'antd'
import {
  approveTask,
  delegateTask,
  getReturnTargets,
  rejectTask,
  returnTask,
  transferTask,
} from '../../../api/bpm/processInstance'
import type { BpmTask, ProcessInstance, ReturnTarget } from '../../../api/bpm/types'
import { getSimpleUsers, type SimpleUser } from '../../../api/system/org'
import { FormDialog } from '../../../components/crud'
import { reportFailure } from '../../../components/uncaught'
import { useT } from '../../../i18n/react'
import { whenLoaded } from '../../../utils/whenLoaded'

type Dialog = { kind: 'transfer' } | { kind: 'delegate' } | { kind: 'return'; targets: ReturnTarget[] } | null

/**
 * 审批任务【…】: what the task's assignee can do with it, as yudao-ui-admin-vue2's process detail offers —
 * 通过 and 不通过 with the 审批建议 typed here; 转办, 委派 and 退回 each in a dialog asking only what it needs.
 */
export default function TaskActions({
  task,
  instance,
  onDone,
}: {
  task: BpmTask
  instance: ProcessInstance
  onDone: () => void
}) {
  const t = useT('bpm')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ reason: string }>()
  const [busy, setBusy] = useState(false)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [users, setUsers] = useState<SimpleUser[]>()

  const audit = async (pass: boolean) => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    setBusy(true)
    try {
      await (pass ? approveTask : rejectTask)(task.id, values.reason)
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
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
        {instance.startUser && (
          <Form.Item label={t('initiator')}>
            {instance.startUser.nickname} {instance.startUser.deptName}
          </Form.Item>
        )}
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
