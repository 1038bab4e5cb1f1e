import { useEffect, useState } from 'react'
import { Button, Modal, Space, Switch, Table, Tag } from 'antd'
import { ImportOutlined } from '@ant-design/icons'
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
import { column, field, ListView, type FormDef, type ListPageDef, type Option } from '../../../components/crud'
import { formatDateTime } from '../../../utils/format'
import { DICT_TYPE } from '../../../utils/dict'
import { toNumber } from '../../../hooks/useDictOptions'
import { whenLoaded } from '../../../utils/whenLoaded'
import ModelImportDialog, { MODEL_KEY_RULES } from '../components/ModelImportDialog'

const ACTIVE = 1
const SUSPENDED = 2
const PROCESS_FORM = 10
const isProcessForm = (formType: unknown) => formType === PROCESS_FORM

/** 新建流程 / 修改流程: a model's information; the key is fixed once the model exists. */
const modelForm = (forms: Option[]): FormDef<BpmModel> => ({
  titles: { create: '新建流程', edit: '修改流程' },
  editLabel: '修改流程',
  fields: [
    field.text('key', '流程标识', { rules: MODEL_KEY_RULES, disabledWhen: 'edit' }),
    field.text('name', '流程名称', { required: '流程名称不能为空' }),
    { name: 'category', label: '流程分类', kind: 'select', dict: DICT_TYPE.BPM_MODEL_CATEGORY },
    { name: 'description', label: '流程描述', kind: 'textarea' },
    { name: 'formType', label: '表单类型', kind: 'radio', dict: DICT_TYPE.BPM_MODEL_FORM_TYPE, parse: toNumber },
    {
      name: 'formId',
      label: '流程表单',
      kind: 'select',
      placeholder: '请选择流程表单',
      options: forms,
      showWhen: { field: 'formType', is: isProcessForm },
    },
    {
      name: 'formCustomCreatePath',
      label: '表单提交路由',
      placeholder: '例如 /bpm/oa/leave/create',
      showWhen: { field: 'formType', is: (t) => !isProcessForm(t) },
    },
    {
      name: 'formCustomViewPath',
      label: '表单查看路由',
      placeholder: '例如 /bpm/oa/leave/detail',
      showWhen: { field: 'formType', is: (t) => !isProcessForm(t) },
    },
  ],
  defaults: { formType: PROCESS_FORM, category: '1' },
  load: (row) => getModel(row.id),
  create: createModel,
  update: updateModel,
})

/** 流程模型 (`bpm/model/index`, /bpm/manager/model): models with create, edit, design, deploy, state and delete. */
export default function ModelList() {
  const [importing, setImporting] = useState(false)
  const [rulesOf, setRulesOf] = useState<{ model: BpmModel; rules: TaskAssignRule[] } | null>(null)
  const [forms, setForms] = useState<Option[]>([])
  useEffect(
    () => whenLoaded(getSimpleForms(), (list) => setForms(list.map((f) => ({ value: f.id, label: f.name })))),
    [],
  )

  const def: ListPageDef<BpmModel, ModelQuery> = {
    fetchPage: getModelPage,
    search: [
      field.text('key', '流程标识'),
      field.text('name', '流程名称'),
      field.dict('category', '流程分类', DICT_TYPE.BPM_MODEL_CATEGORY, {
        placeholder: '请选择流程分类',
        parse: undefined,
      }),
    ],
    columns: ({ navigate, confirm }) => [
      { key: 'key', title: '流程标识', width: 150 },
      {
        key: 'name',
        title: '流程名称',
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
      { key: 'category', title: '流程分类', width: 100, dict: DICT_TYPE.BPM_MODEL_CATEGORY },
      {
        key: 'form',
        title: '表单信息',
        render: (_, row) => (isProcessForm(row.formType) ? row.formName : row.formCustomCreatePath) || '暂无表单',
      },
      column.createTime(),
      {
        key: 'definition',
        title: '最新部署的流程定义',
        render: (_, row) =>
          row.processDefinition ? (
            <Space>
              <Tag>v{row.processDefinition.version}</Tag>
              <Switch
                size="small"
                aria-label={`激活 ${row.name}`}
                checked={row.processDefinition.suspensionState === ACTIVE}
                onChange={(on) =>
                  confirm(
                    `确认要${on ? '激活' : '挂起'}流程【${row.name}】吗？`,
                    () => updateModelState(row.id, on ? ACTIVE : SUSPENDED),
                    on ? '激活成功' : '挂起成功',
                  )
                }
              />
              <span>{formatDateTime(row.processDefinition.deploymentTime)}</span>
            </Space>
          ) : (
            <Tag>未部署</Tag>
          ),
      },
    ],
    actionsWidth: 330,
    table: { scroll: { x: 1100 } },
    create: { label: '新建流程' },
    form: modelForm(forms),
    rowActions: [
      { label: '设计流程', onClick: (row, { navigate }) => navigate(`/bpm/manager/model/design?modelId=${row.id}`) },
      {
        label: '分配规则',
        onClick: (row) =>
          whenLoaded(getTaskAssignRules({ modelId: row.id }), (rules) => setRulesOf({ model: row, rules })),
      },
      {
        label: '发布流程',
        onClick: (row, { confirm }) =>
          confirm(`是否部署该流程【${row.name}】？`, () => deployModel(row.id), '部署成功'),
      },
    ],
    remove: { confirm: (row) => `是否删除该流程【${row.name}】？`, call: (row) => deleteModel(row.id) },
    actions: () => (
      <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
        导入流程
      </Button>
    ),
    children: ({ changed }) => (
      <>
        {importing && (
          <ModelImportDialog
            onClose={() => setImporting(false)}
            onImported={() => {
              setImporting(false)
              changed()
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
      </>
    ),
  }
  return <ListView def={def} />
}
