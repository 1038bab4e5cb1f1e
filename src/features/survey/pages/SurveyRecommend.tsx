import { Button, Card, Form, Select, Table, Tag } from 'antd'
import { useState } from 'react'
import { getRecommendPage, SURVEY_INDUSTRIES, SURVEY_REGIONS, type RecommendedEnterprise } from '../../../api/survey'
import { DEFAULT_PAGE, Pagination } from '../../../components/table'
import { useLoad } from '../../portal/hooks/useLoad'
import { PlanDialog } from '../components/PlanDialog'
import { options } from '../fields'
import { CLEARABLE } from '../../../components/clearable'

/** 推荐企业: enterprises suggested for a visit, and a plan started from one. */
export default function SurveyRecommend() {
  const [filter, setFilter] = useState<{ industry?: string; region?: string }>({})
  const [paging, setPaging] = useState(DEFAULT_PAGE)
  const [planning, setPlanning] = useState<RecommendedEnterprise>()
  const { data, loading, reload } = useLoad(() => getRecommendPage({ ...paging, ...filter }), [paging, filter])

  return (
    <Card title="推荐走访企业">
      <Form layout="inline" style={{ marginBottom: 16 }} onValuesChange={(_, all) => (setFilter(all), setPaging({ ...paging, pageNo: 1 }))}>
        <Form.Item label="行业" name="industry">
          <Select options={options(SURVEY_INDUSTRIES)} allowClear={CLEARABLE} placeholder="全部" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="区域" name="region">
          <Select options={options(SURVEY_REGIONS)} allowClear={CLEARABLE} placeholder="全部" style={{ width: 140 }} />
        </Form.Item>
      </Form>
      <Table<RecommendedEnterprise>
        rowKey="id"
        loading={loading}
        dataSource={data?.list}
        pagination={false}
        columns={[
          { title: '企业名称', dataIndex: 'name', width: 240 },
          { title: '行业', dataIndex: 'industry', width: 100 },
          { title: '规模', dataIndex: 'scale', width: 80 },
          { title: '区域', dataIndex: 'region', width: 100 },
          { title: '推荐理由', dataIndex: 'reason' },
          {
            title: '操作',
            width: 120,
            render: (_, row) =>
              row.planned ? (
                <Tag color="processing">已有走访计划</Tag>
              ) : (
                <Button type="link" onClick={() => setPlanning(row)}>
                  发起计划
                </Button>
              ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
      <PlanDialog
        open={!!planning}
        preset={planning ? { enterpriseName: planning.name, industry: planning.industry, region: planning.region } : undefined}
        onClose={() => setPlanning(undefined)}
        onSaved={() => {
          setPlanning(undefined)
          void reload()
        }}
      />
    </Card>
  )
}
