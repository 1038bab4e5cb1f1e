import { DatePicker, Form, Input, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { SURVEY_INDUSTRIES, SURVEY_REGIONS, SURVEY_STATUS } from '../../api/survey'
import { CLEARABLE } from '../../components/clearable'

/** The survey forms' fields and rules, shared by record, plan and "mark done" dialogs. */
export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))

export const surveyRules = {
  enterpriseName: [{ required: true, whitespace: true, message: '请输入企业名称' }],
  surveyDate: [{ required: true, message: '请选择调研日期' }],
  planDate: [{ required: true, message: '请选择计划走访日期' }],
  findings: [
    { required: true, whitespace: true, message: '请填写调研情况' },
    { max: 1000, message: '调研情况不超过 1000 字' },
  ],
  needs: [{ max: 500, message: '企业诉求不超过 500 字' }],
  purpose: [
    { required: true, whitespace: true, message: '请填写走访目的' },
    { max: 200, message: '走访目的不超过 200 字' },
  ],
  cancelReason: [{ required: true, whitespace: true, message: '请填写取消原因' }],
}

/** Dates travel as ms epochs (yudao LocalDateTime ↔ timestamp); the pickers work with dayjs. */
export const toEpoch = (d: Dayjs | null | undefined) => (d ? d.startOf('day').valueOf() : undefined)
export const fromEpoch = (ms: number | string | null | undefined) => (ms ? dayjs(ms) : undefined)

export function EnterpriseFields({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      <Form.Item label="企业名称" name="enterpriseName" rules={surveyRules.enterpriseName}>
        <Input placeholder="被调研企业全称" disabled={disabled} maxLength={60} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Form.Item label="所属行业" name="industry">
          <Select options={options(SURVEY_INDUSTRIES)} placeholder="请选择" allowClear={CLEARABLE} disabled={disabled} />
        </Form.Item>
        <Form.Item label="所在区域" name="region">
          <Select options={options(SURVEY_REGIONS)} placeholder="请选择" allowClear={CLEARABLE} disabled={disabled} />
        </Form.Item>
      </div>
    </>
  )
}

/** What was learned on a visit: date, findings, needs, the names of files collected. */
export function VisitFields({ withStatus = false }: { withStatus?: boolean }) {
  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: withStatus ? '1fr 1fr' : '1fr', gap: 16 }}>
        <Form.Item label="调研日期" name="surveyDate" rules={surveyRules.surveyDate}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        {withStatus ? (
          <Form.Item label="跟进状态" name="status">
            <Select options={SURVEY_STATUS.map((s) => ({ value: s.value, label: s.label }))} />
          </Form.Item>
        ) : null}
      </div>
      <Form.Item label="调研情况" name="findings" rules={surveyRules.findings}>
        <Input.TextArea rows={4} placeholder="企业经营、生产、研发等情况" showCount maxLength={1000} />
      </Form.Item>
      <Form.Item label="企业诉求" name="needs" rules={surveyRules.needs}>
        <Input.TextArea rows={3} placeholder="企业提出的困难和需要协调的问题" showCount maxLength={500} />
      </Form.Item>
      <Form.Item label="附件名称" name="attachments" extra="输入文件名后回车，可添加多个">
        <Select mode="tags" placeholder="如：走访照片.jpg" open={false} suffixIcon={null} />
      </Form.Item>
    </>
  )
}
