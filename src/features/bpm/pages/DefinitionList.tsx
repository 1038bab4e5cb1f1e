import { Suspense, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button, Modal, Spin, Tag } from 'antd'
import { getDefinitionPage, getDefinitionXml } from '../../../api/bpm/definition'
import type { DefinitionQuery, ProcessDefinition } from '../../../api/bpm/types'
import { ListView, type ListPageDef } from '../../../components/crud'
import { DICT_TYPE } from '../../../utils/dict'
import { whenLoaded } from '../../../utils/whenLoaded'
import { ProcessViewer } from '../components/lazyBpmn'

/** 流程定义 (`bpm/definition/index`, /bpm/manager/definition?key=): deployed versions, each with a read-only diagram. */
export default function DefinitionList() {
  const [params] = useSearchParams()
  const [shown, setShown] = useState<{ name: string; xml: string } | null>(null)
  const def: ListPageDef<ProcessDefinition, DefinitionQuery> = {
    fetchPage: getDefinitionPage,
    initialQuery: { key: params.get('key') ?? undefined },
    columns: [
      { key: 'id', title: '定义编号', width: 90 },
      {
        key: 'name',
        title: '流程名称',
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
      { key: 'key', title: '流程标识' },
      { key: 'category', title: '流程分类', dict: DICT_TYPE.BPM_MODEL_CATEGORY },
      { key: 'form', title: '表单信息', render: (_, r) => r.formName ?? r.formCustomCreatePath ?? '暂无表单' },
      { key: 'version', title: '流程版本', render: (v: number) => <Tag>v{v}</Tag> },
      {
        key: 'suspensionState',
        title: '状态',
        render: (v: number) => (v === 1 ? <Tag color="success">激活</Tag> : <Tag color="warning">挂起</Tag>),
      },
      { key: 'deploymentTime', title: '部署时间', date: 'time' },
      { key: 'description', title: '定义描述', ellipsis: true },
    ],
    children: () => (
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
    ),
  }
  return <ListView def={def} />
}
