import { Form, Input, Select } from 'antd'
import type { ReactNode } from 'react'
import { delegateTask, returnTask, transferTask } from '../../../api/bpm/processInstance'
import type { ReturnTarget } from '../../../api/bpm/types'
import type { SimpleUser } from '../../../api/system/org'
import { FormDialog } from '../../../components/crud'
import { useT } from '../../../i18n/react'

export type TaskDialog = { kind: 'transfer' } | { kind: 'delegate' } | { kind: 'return'; targets: ReturnTarget[] } | null

/** A required field of one of the dialogs: its label, what it says when empty, the control. */
function Required({ label, name, message, children }: { label: string; name: string; message: string; children: ReactNode }) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, message }]}>
      {children}
    </Form.Item>
  )
}

/** 转办, 委派 and 退回 of the approval card: each a dialog asking only what it needs (yudao's process detail). */
export function TaskDialogs({
  taskId,
  dialog,
  users,
  onClose,
  onSaved,
}: {
  taskId: string
  dialog: TaskDialog
  /** The users to choose from (转办, 委派); undefined while they load. */
  users: SimpleUser[] | undefined
  onClose(): void
  onSaved(): void
}) {
  const t = useT('bpm')
  // what the three dialogs share: opened by their kind, start empty, keep no draft (a choice, not typing)
  const wiring = (kind: NonNullable<TaskDialog>['kind']) =>
    ({ open: dialog?.kind === kind, initialValues: {}, drafts: false, onClose, onSaved }) as const
  const userSelect = (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={!users}
      options={(users ?? []).map((u) => ({
        value: u.id,
        label: u.deptName ? `${u.nickname}（${u.deptName}）` : u.nickname,
      }))}
      placeholder={t('selectApprover')}
      aria-label={t('newApprover')}
    />
  )
  const approver = (name: string) => (
    <Required label={t('newApprover')} name={name} message={t('newApproverRequired')}>
      {userSelect}
    </Required>
  )

  return (
    <>
      <FormDialog<{ assigneeUserId: number }>
        {...wiring('transfer')}
        title={t('transferTitle')}
        onSubmit={(v) => transferTask(taskId, v.assigneeUserId)}
        successText={t('transferred')}
      >
        {approver('assigneeUserId')}
      </FormDialog>

      <FormDialog<{ delegateUserId: number; reason: string }>
        {...wiring('delegate')}
        title={t('delegateTitle')}
        onSubmit={(v) => delegateTask(taskId, v.delegateUserId, v.reason)}
        successText={t('delegated')}
      >
        {approver('delegateUserId')}
        <Required label={t('delegateReason')} name="reason" message={t('delegateReasonRequired')}>
          <Input placeholder={t('enterDelegateReason')} aria-label={t('delegateReason')} />
        </Required>
      </FormDialog>

      <FormDialog<{ targetDefinitionKey: string; reason: string }>
        {...wiring('return')}
        title={t('returnTitle')}
        onSubmit={(v) => returnTask(taskId, v.targetDefinitionKey, v.reason)}
        successText={t('returned')}
      >
        <Required label={t('returnNode')} name="targetDefinitionKey" message={t('returnNodeRequired')}>
          <Select
            options={(dialog?.kind === 'return' ? dialog.targets : []).map((n) => ({
              value: n.definitionKey,
              label: n.name || n.definitionKey,
            }))}
            placeholder={t('selectReturnNode')}
            aria-label={t('returnNode')}
          />
        </Required>
        <Required label={t('returnReason')} name="reason" message={t('returnReasonRequired')}>
          <Input placeholder={t('enterReturnReason')} aria-label={t('returnReason')} />
        </Required>
      </FormDialog>
    </>
  )
}
