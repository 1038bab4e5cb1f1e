import { Tag } from 'antd'
import { PLAN_STATUS, SURVEY_STATUS } from '../../../api/survey'
import { text } from '../../../i18n'
import { useLanguage } from '../../../i18n/react'

export function SurveyStatusTag({ value }: { value: number }) {
  useLanguage()
  const s = SURVEY_STATUS.find((x) => x.value === value)
  return s ? <Tag color={s.color}>{text(s.label)}</Tag> : null
}

export function PlanStatusTag({ value }: { value: number }) {
  useLanguage()
  const s = PLAN_STATUS.find((x) => x.value === value)
  return s ? <Tag color={s.color}>{text(s.label)}</Tag> : null
}
