import { Suspense, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button, Card, Modal, Spin, Table, Tag, type TableColumnsType } from 'antd'
import { getDefinitionPage, getDefinitionXml } from '../../../api/bpm/definition'
import type { DefinitionQuery, ProcessDefinition } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { DEFAULT_PAGE, Pagination } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { DICT_TYPE } from '../../../utils/dict'
import { usePagedList } from '../../../hooks/usePagedList'
import { whenLoaded } from '../../../utils/whenLoaded'
import { ProcessViewer } from '../components/lazyBpmn'

/** 流程定义 (`bpm/definition/index`, /bpm/manager/definition?key=): deployed versions, each with a read-only diagram. */
export default function DefinitionList() {
  const [params] = useSearchParams()
  const key = params.get('key') ?? undefined
  const list = usePagedList<DefinitionQuery, ProcessDefinition>(getDefinitionPage, { key }, DEFAULT_PAGE)
  const [shown, setShown] = useState<{ name: string; xml: string } | null>(null)

  const columns: TableColumnsType<ProcessDefinition> = [
    { title: '定义编号', dataIndex: 'id', width: 90 },
    {
      title: '流程名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => whenLoaded(getDefinitionXml(row.id), (xml) => setShown({ name, xml }))}
        >
          {name}
        </Button>
      ),
    },
    { title: '流程标识', dataIndex: 'key' },
    {
      title: '流程分类',
      dataIndex: 'category',
      render: (v) => <DictTag type={DICT_TYPE.BPM_MODEL_CATEGORY} value={v} />,
    },
    { title: '表单信息', key: 'form', render: (_, r) => r.formName ?? r.formCustomCreatePath ?? '暂无表单' },
    { title: '流程版本', dataIndex: 'version', render: (v) => <Tag>v{v}</Tag> },
    {
      title: '状态',
      dataIndex: 'suspensionState',
      render: (v) => (v === 1 ? <Tag color="success">激活</Tag> : <Tag color="warning">挂起</Tag>),
    },
    { title: '部署时间', dataIndex: 'deploymentTime', render: (v) => formatDate(v) },
    { title: '定义描述', dataIndex: 'description', ellipsis: true },
  ]

  return (
    <Card variant="borderless">
      <Table<ProcessDefinition>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.list}
        pagination={false}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.paginate} />
      <Modal
        title={shown?.name}
        open={!!shown}
        footer={null}
        width="80%"
        mask={{ closable: false }}
        onCancel={() => setShown(null)}
        destroyOnHidden
      >
        <Suspense fallback={<Spin />}>{shown && <ProcessViewer xml={shown.xml} height={560} />}</Suspense>
      </Modal>
    </Card>
  )
}
