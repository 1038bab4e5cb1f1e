import { Tag } from 'antd'
import { PLAN_STATUS, SURVEY_STATUS } from '../../../api/survey'

export function SurveyStatusTag({ value }: { value: number }) {
  const s = SURVEY_STATUS.find((x) => x.value === value)
  return s ? <Tag color={s.color}>{s.label}</Tag> : null
}

export function PlanStatusTag({ value }: { value: number }) {
  const s = PLAN_STATUS.find((x) => x.value === value)
  return s ? <Tag color={s.color}>{s.label}</Tag> : null
}
