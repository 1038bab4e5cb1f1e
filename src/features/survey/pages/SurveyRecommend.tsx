import { Tag } from 'antd'
import { useState } from 'react'
import { getRecommendPage, SURVEY_INDUSTRIES, SURVEY_REGIONS, type RecommendedEnterprise } from '../../../api/survey'
import { ListView, type ListPageDef } from '../../../components/crud'
import { PlanDialog } from '../components/PlanDialog'
import { options } from '../fields'

/** 推荐企业: enterprises suggested for a visit, and a plan started from one. */
export default function SurveyRecommend() {
  const [planning, setPlanning] = useState<RecommendedEnterprise>()
  const def: ListPageDef<RecommendedEnterprise, { industry?: string; region?: string }> = {
    fetchPage: getRecommendPage,
    search: [
      { name: 'industry', label: '行业', kind: 'select', placeholder: '全部', options: options(SURVEY_INDUSTRIES) },
      { name: 'region', label: '区域', kind: 'select', placeholder: '全部', options: options(SURVEY_REGIONS) },
    ],
    columns: [
      { key: 'name', title: '企业名称', width: 240 },
      { key: 'industry', title: '行业', width: 100 },
      { key: 'scale', title: '规模', width: 80 },
      { key: 'region', title: '区域', width: 100 },
      { key: 'reason', title: '推荐理由' },
      {
        key: 'planned',
        title: '走访计划',
        width: 120,
        render: (planned: boolean) => (planned ? <Tag color="processing">已有走访计划</Tag> : '—'),
      },
    ],
    rowActions: [{ label: '发起计划', when: (row) => !row.planned, onClick: (row) => setPlanning(row) }],
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
