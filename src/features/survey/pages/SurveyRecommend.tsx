import { Tag } from 'antd'
import { useState } from 'react'
import { getRecommendPage, SURVEY_INDUSTRIES, SURVEY_REGIONS, type RecommendedEnterprise } from '../../../api/survey'
import { ListView, type ListPageDef } from '../../../components/crud'
import { useT } from '../../../i18n/react'
import { PlanDialog } from '../components/PlanDialog'
import { options } from '../fields'

/** 推荐企业: enterprises suggested for a visit, and a plan started from one. */
export default function SurveyRecommend() {
  const t = useT('survey')
  const [planning, setPlanning] = useState<RecommendedEnterprise>()
  const def: ListPageDef<RecommendedEnterprise, { industry?: string; region?: string }> = {
    fetchPage: getRecommendPage,
    search: [
      { name: 'industry', label: t('industry'), kind: 'select', placeholder: t('all'), options: options(SURVEY_INDUSTRIES) },
      { name: 'region', label: t('region'), kind: 'select', placeholder: t('all'), options: options(SURVEY_REGIONS) },
    ],
    columns: [
      { key: 'name', title: t('enterpriseName'), width: 240 },
      { key: 'industry', title: t('industry'), width: 100 },
      { key: 'scale', title: t('scale'), width: 80 },
      { key: 'region', title: t('region'), width: 100 },
      { key: 'reason', title: t('reason') },
      {
        key: 'planned',
        title: t('visitPlan'),
        width: 120,
        render: (planned: boolean) => (planned ? <Tag color="processing">{t('hasPlan')}</Tag> : '—'),
      },
    ],
    rowActions: [{ label: t('startPlan'), when: (row) => !row.planned, onClick: (row) => setPlanning(row) }],
    actionsWidth: 120,
    children: ({ changed }) => (
      <PlanDialog
        open={!!planning}
        preset={planning && { enterpriseName: planning.name, industry: planning.industry, region: planning.region }}
        onClose={() => setPlanning(undefined)}
        onSaved={() => {
          setPlanning(undefined)
          changed()
        }}
      />
    ),
  }
  return <ListView def={def} />
}
