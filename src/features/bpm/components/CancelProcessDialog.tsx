import { Form, Input } from 'antd'
import { cancelProcessInstance } from '../../../api/bpm/processInstance'
import { FormDialog } from '../../../components/crud'
import { useT } from '../../../i18n/react'

/** 取消流程: the initiator cancels a running process with a reason (yudao's 取消, from 我的流程 and the detail page). */
export default function CancelProcessDialog({
  instanceId,
  onClose,
  onCancelled,
}: {
  /** The process to cancel; the dialog is open while it is set. */
  instanceId: string | undefined
  onClose: () => void
  onCancelled: () => void
}) {
  const t = useT('bpm')
  return (
    <FormDialog<{ reason: string }>
      title={t('cancelProcess')}
      open={instanceId !== undefined}
      initialValues={{}}
      drafts={false}
      onClose={onClose}
      onSubmit={(v) => cancelProcessInstance(instanceId!, v.reason)}
      onSaved={onCancelled}
      successText={t('cancelled')}
    >
      <Form.Item
        label={t('cancelReason')}
        name="reason"
        rules={[{ required: true, whitespace: true, message: t('cancelReasonRequired') }]}
      >
        <Input.TextArea aria-label={t('cancelReason')} placeholder={t('enterCancelReason')} />
      </Form.Item>
    </FormDialog>
  )
}
