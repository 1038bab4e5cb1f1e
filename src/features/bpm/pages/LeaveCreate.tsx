import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { App, Button, Card, DatePicker, Form, Input, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { createLeave } from '../../../api/bpm/leave'
import { DICT_TYPE } from '../../../utils/dict'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { useT } from '../../../i18n/react'

interface LeaveForm {
  type: number
  range: [Dayjs, Dayjs]
  reason: string
}

/** 发起 OA 请假 (/bpm/oa/leave/create): the business form that starts the oa_leave process. */
export default function LeaveCreate() {
  const t = useT('bpm')
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [form] = Form.useForm<LeaveForm>()
  const [saving, setSaving] = useState(false)
  const types = useDictOptions(DICT_TYPE.BPM_OA_LEAVE_TYPE, toNumber)

  const submit = async (v: LeaveForm) => {
    setSaving(true)
    try {
      const id = await createLeave({
        type: v.type,
        reason: v.reason,
        // whole days: from the start of the first day to the end of the last
        startTime: v.range[0].startOf('day').valueOf(),
        endTime: v.range[1].endOf('day').valueOf(),
      })
      message.success(t('leaveStarted'))
      navigate(`/bpm/oa/leave/detail?id=${id}`)
    } catch {
      // shown by the request layer; the form keeps its values
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card variant="borderless" title={t('leaveCreateTitle')}>
      <Form<LeaveForm> form={form} labelCol={{ span: 4 }} style={{ maxWidth: 640 }} onFinish={submit}>
        <Form.Item label={t('leaveType')} name="type" rules={[{ required: true, message: t('leaveTypeRequired') }]}>
          <Select options={types} placeholder={t('selectLeaveType')} aria-label={t('leaveType')} />
        </Form.Item>
        <Form.Item label={t('leaveTime')} name="range" rules={[{ required: true, message: t('leaveTimeRequired') }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('reason')} name="reason" rules={[{ required: true, message: t('leaveReasonRequired') }]}>
          <Input.TextArea rows={3} placeholder={t('enterLeaveReason')} aria-label={t('leaveReason')} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('leaveOk')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  )
}
