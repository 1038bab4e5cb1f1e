import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { App, Button, Form, Input, Modal, Radio, Select, Space, Switch, Table, Tag, type TableColumnsType } from 'antd'
import { ImportOutlined, PlusOutlined } from '@ant-design/icons'
import {
  createModel,
  deleteModel,
  deployModel,
  getModel,
  getModelPage,
  getTaskAssignRules,
  updateModel,
  updateModelState,
} from '../../../api/bpm/model'
import { getSimpleForms } from '../../../api/bpm/form'
import type { BpmModel, ModelQuery, TaskAssignRule } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { DEFAULT_PAGE, Pagination, RightToolbar } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { DICT_TYPE } from '../../../utils/dict'
import { ListPage } from '../../../components/list/ListPage'
import { QueryForm } from '../../../components/list/QueryForm'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { useListActions } from '../../../hooks/useListActions'
import { usePagedList } from '../../../hooks/usePagedList'
import { whenLoaded } from '../../../utils/whenLoaded'
import ModelImportDialog, { MODEL_KEY_RULES } from '../components/ModelImportDialog'

const ACTIVE = 1
const SUSPENDED = 2
const PROCESS_FORM = 10

/** 流程模型 (`bpm/model/index`, /bpm/manager/model): models with create, edit, design, deploy, state and delete. */
export default function ModelList() {
  const navigate = useNavigate()
  const { message, modal } = App.useApp()
  const [searchForm] = Form.useForm<ModelQuery>()
  const [showSearch, setShowSearch] = useState(true)
  const [editing, setEditing] = useState<{ row?: BpmModel } | null>(null)
  const [importing, setImporting] = useState(false)
  const [rulesOf, setRulesOf] = useState<{ model: BpmModel; rules: TaskAssignRule[] } | null>(null)
  const categories = useDictOptions(DICT_TYPE.BPM_MODEL_CATEGORY)
  const list = usePagedList<ModelQuery, BpmModel>(getModelPage, {}, DEFAULT_PAGE)
  const { confirmDelete } = useListActions()

  const deploy = (row: BpmModel) =>
    modal.confirm({
      title: '系统提示',
      content: `是否部署该流程【${row.name}】？`,
      onOk: async () => {
        await deployModel(row.id)
        message.success('部署成功')
        await list.reload()
      },
    })
  const setState = (row: BpmModel, active: boolean) =>
    modal.confirm({
      title: '系统提示',
      content: `确认要${active ? '激活' : '挂起'}流程【${row.name}】吗？`,
      onOk: async () => {
        await updateModelState(row.id, active ? ACTIVE : SUSPENDED)
        message.success(active ? '激活成功' : '挂起成功')
        await list.reload()
      },
    })
  const showRules = (row: BpmModel) =>
    whenLoaded(getTaskAssignRules({ modelId: row.id }), (rules) => setRulesOf({ model: row, rules }))

  const columns: TableColumnsType<BpmModel> = [
    { title: '流程标识', dataIndex: 'key', width: 150 },
    {
      title: '流程名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`/bpm/manager/definition?key=${encodeURIComponent(row.key)}`)}
        >
          {name}
        </Button>
      ),
    },
    {
      title: '流程分类',
      dataIndex: 'category',
      width: 100,
      render: (v) => <DictTag type={DICT_TYPE.BPM_MODEL_CATEGORY} value={v} />,
    },
    {
      title: '表单信息',
      key: 'form',
      render: (_, row) => (row.formType === PROCESS_FORM ? row.formName : row.formCustomCreatePath) || '暂无表单',
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: (v) => formatDate(v) },
    {
      title: '最新部署的流程定义',
      key: 'definition',
      render: (_, row) =>
        row.processDefinition ? (
          <Space>
            <Tag>v{row.processDefinition.version}</Tag>
            <Switch
              size="small"
              aria-label={`激活 ${row.name}`}
              checked={row.processDefinition.suspensionState === ACTIVE}
              onChange={(on) => setState(row, on)}
            />
            <span>{formatDate(row.processDefinition.deploymentTime)}</span>
          </Space>
        ) : (
          <Tag>未部署</Tag>
        ),
    },
    {
      title: '操作',
      key: 'op',
      width: 330,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => whenLoaded(getModel(row.id), (m) => setEditing({ row: m }))}>
            修改流程
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`/bpm/manager/model/design?modelId=${row.id}`)}>
            设计流程
          </Button>
          <Button type="link" size="small" onClick={() => showRules(row)}>
            分配规则
          </Button>
          <Button type="link" size="small" onClick={() => deploy(row)}>
            发布流程
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirmDelete(
                `是否删除该流程【${row.name}】？`,
                () => deleteModel(row.id),
                () => void list.reload(),
              )
            }
          >
            删除
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <ListPage
      search={
        <QueryForm form={searchForm} hidden={!showSearch} onSearch={(q) => list.search(q)}>
          <Form.Item label="流程标识" name="key">
            <Input placeholder="请输入流程标识" allowClear />
          </Form.Item>
          <Form.Item label="流程名称" name="name">
            <Input placeholder="请输入流程名称" allowClear />
          </Form.Item>
          <Form.Item label="流程分类" name="category">
            <Select placeholder="请选择流程分类" allowClear options={categories} style={{ width: 180 }} />
          </Form.Item>
        </QueryForm>
      }
      actions={
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新建流程
          </Button>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            导入流程
          </Button>
        </Space>
      }
      toolbar={<RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={list.reload} />}
      pagination={
        <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.paginate} />
      }
    >
      <Table<BpmModel>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.list}
        pagination={false}
        scroll={{ x: 1100 }}
      />
      {importing && (
        <ModelImportDialog
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false)
            void list.reload()
          }}
        />
      )}
      {editing && (
        <ModelForm
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void list.reload()
          }}
        />
      )}
      <Modal
        title={`分配规则 — ${rulesOf?.model.name ?? ''}`}
        open={!!rulesOf}
        footer={null}
        onCancel={() => setRulesOf(null)}
        mask={{ closable: false }}
        width={640}
      >
        <Table<TaskAssignRule>
          size="small"
          rowKey="taskDefinitionKey"
          pagination={false}
          dataSource={rulesOf?.rules ?? []}
          columns={[
            { title: '任务名', dataIndex: 'taskDefinitionName' },
            { title: '任务标识', dataIndex: 'taskDefinitionKey' },
            {
              title: '规则类型',
              dataIndex: 'type',
              render: (v) => (v ? <DictTag type={DICT_TYPE.BPM_TASK_ASSIGN_RULE_TYPE} value={v} /> : '未配置'),
            },
            {
              title: '规则范围',
              dataIndex: 'options',
              render: (v: number[] | undefined) => (v?.length ? v.join('、') : '—'),
            },
          ]}
        />
      </Modal>
    </ListPage>
  )
}

interface ModelValues {
  key: string
  name: string
  description?: string
  category?: string
  formType?: number
  formId?: number
  formCustomCreatePath?: string
  formCustomViewPath?: string
}

/** Create or edit a model's information; the key is fixed once the model exists. */
function ModelForm({ row, onClose, onSaved }: { row?: BpmModel; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp()
  const [form] = Form.useForm<ModelValues>()
  const [saving, setSaving] = useState(false)
  const [forms, setForms] = useState<{ id: number; name: string }[]>([])
  const categories = useDictOptions(DICT_TYPE.BPM_MODEL_CATEGORY)
  const formTypes = useDictOptions(DICT_TYPE.BPM_MODEL_FORM_TYPE, toNumber)
  const formType = Form.useWatch('formType', form) ?? row?.formType
  useEffect(() => whenLoaded(getSimpleForms(), setForms), [])

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    setSaving(true)
    try {
      if (row) await updateModel({ ...values, id: row.id })
      else await createModel(values)
      message.success(row ? '修改成功' : '新增成功')
      onSaved()
    } catch {
      // the request layer has shown the server's reason; the dialog keeps what was typed
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title={row ? '修改流程' : '新建流程'}
      open
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      width={600}
    >
      <Form<ModelValues>
        form={form}
        labelCol={{ span: 5 }}
        initialValues={row ?? { formType: PROCESS_FORM, category: '1' }}
      >
        <Form.Item label="流程标识" name="key" rules={MODEL_KEY_RULES}>
          <Input placeholder="请输入流程标识" disabled={!!row} />
        </Form.Item>
        <Form.Item label="流程名称" name="name" rules={[{ required: true, message: '流程名称不能为空' }]}>
          <Input placeholder="请输入流程名称" />
        </Form.Item>
        <Form.Item label="流程分类" name="category">
          <Select options={categories} allowClear />
        </Form.Item>
        <Form.Item label="流程描述" name="description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="表单类型" name="formType">
          <Radio.Group options={formTypes} />
        </Form.Item>
        {formType === PROCESS_FORM ? (
          <Form.Item label="流程表单" name="formId">
            <Select
              allowClear
              options={forms.map((f) => ({ value: f.id, label: f.name }))}
              placeholder="请选择流程表单"
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item label="表单提交路由" name="formCustomCreatePath">
              <Input placeholder="例如 /bpm/oa/leave/create" />
            </Form.Item>
            <Form.Item label="表单查看路由" name="formCustomViewPath">
              <Input placeholder="例如 /bpm/oa/leave/detail" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  )
}
