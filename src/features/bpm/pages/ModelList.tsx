import { useEffect, useState } from 'react'
import { Button, Space, Switch, Tag } from 'antd'
import { ImportOutlined } from '@ant-design/icons'
import {
  createModel,
  deleteModel,
  deployModel,
  getModel,
  getModelPage,
  updateModel,
  updateModelState,
} from '../../../api/bpm/model'
import { getSimpleForms } from '../../../api/bpm/form'
import { PROCESS_FORM, type BpmModel, type ModelQuery } from '../../../api/bpm/types'
import { column, field, ListView, type FormDef, type ListPageDef, type Option } from '../../../components/crud'
import { formatDateTime } from '../../../utils/format'
import { DICT_TYPE } from '../../../utils/dict'
import { toNumber } from '../../../hooks/useDictOptions'
import { whenLoaded } from '../../../utils/whenLoaded'
import { msg } from '../../../i18n'
import { useT } from '../../../i18n/react'
import ModelImportDialog, { MODEL_KEY_RULES } from '../components/ModelImportDialog'
import TaskAssignRuleDialog from '../components/TaskAssignRuleDialog'

const ACTIVE = 1
const SUSPENDED = 2
const isProcessForm = (formType: unknown) => formType === PROCESS_FORM

/** 新建流程 / 修改流程: a model's information; the key is fixed once the model exists. */
const modelForm = (forms: Option[]): FormDef<BpmModel> => ({
  titles: { create: msg('bpm', 'modelCreate'), edit: msg('bpm', 'modelEdit') },
  editLabel: msg('bpm', 'modelEdit'),
  fields: [
    field.text('key', msg('bpm', 'processKey'), { rules: MODEL_KEY_RULES, disabledWhen: 'edit' }),
    field.text('name', msg('bpm', 'processName'), { required: msg('bpm', 'processNameRequired') }),
    { name: 'category', label: msg('bpm', 'processCategory'), kind: 'select', dict: DICT_TYPE.BPM_MODEL_CATEGORY },
    { name: 'description', label: msg('bpm', 'processDescription'), kind: 'textarea' },
    {
      name: 'formType',
      label: msg('bpm', 'formType'),
      kind: 'radio',
      dict: DICT_TYPE.BPM_MODEL_FORM_TYPE,
      parse: toNumber,
    },
    {
      name: 'formId',
      label: msg('bpm', 'processForm'),
      kind: 'select',
      placeholder: msg('bpm', 'selectProcessForm'),
      options: forms,
      showWhen: { field: 'formType', is: isProcessForm },
    },
    {
      name: 'formCustomCreatePath',
      label: msg('bpm', 'formCreatePath'),
      placeholder: msg('bpm', 'formCreatePathExample'),
      showWhen: { field: 'formType', is: (t) => !isProcessForm(t) },
    },
    {
      name: 'formCustomViewPath',
      label: msg('bpm', 'formViewPath'),
      placeholder: msg('bpm', 'formViewPathExample'),
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
  const t = useT('bpm')
  const [importing, setImporting] = useState(false)
  const [rulesOf, setRulesOf] = useState<BpmModel | null>(null)
  const [forms, setForms] = useState<Option[]>([])
  useEffect(
    () => whenLoaded(getSimpleForms(), (list) => setForms(list.map((f) => ({ value: f.id, label: f.name })))),
    [],
  )

  const def: ListPageDef<BpmModel, ModelQuery> = {
    fetchPage: getModelPage,
    search: [
      field.text('key', t('processKey')),
      field.text('name', t('processName')),
      field.dict('category', t('processCategory'), DICT_TYPE.BPM_MODEL_CATEGORY, {
        placeholder: t('selectProcessCategory'),
        parse: undefined,
      }),
    ],
    columns: ({ navigate, confirm }) => [
      { key: 'key', title: t('processKey'), width: 150 },
      {
        key: 'name',
        title: t('processName'),
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
      { key: 'category', title: t('processCategory'), width: 100, dict: DICT_TYPE.BPM_MODEL_CATEGORY },
      {
        key: 'form',
        title: t('formInfo'),
        render: (_, row) => (isProcessForm(row.formType) ? row.formName : row.formCustomCreatePath) || t('noForm'),
      },
      column.createTime(),
      {
        key: 'definition',
        title: t('latestDefinition'),
        render: (_, row) =>
          row.processDefinition ? (
            <Space>
              <Tag>v{row.processDefinition.version}</Tag>
              <Switch
                size="small"
                aria-label={t('activateModel', { name: row.name })}
                checked={row.processDefinition.suspensionState === ACTIVE}
                onChange={(on) =>
                  confirm(
                    t(on ? 'activateConfirm' : 'suspendConfirm', { name: row.name }),
                    () => updateModelState(row.id, on ? ACTIVE : SUSPENDED),
                    t(on ? 'activated' : 'suspended'),
                  )
                }
              />
              <span>{formatDateTime(row.processDefinition.deploymentTime)}</span>
            </Space>
          ) : (
            <Tag>{t('notDeployed')}</Tag>
          ),
      },
    ],
    actionsWidth: 330,
    create: { label: t('modelCreate') },
    form: modelForm(forms),
    rowActions: [
      {
        label: t('designProcess'),
        onClick: (row, { navigate }) => navigate(`/bpm/manager/model/design?modelId=${row.id}`),
      },
      {
        label: t('assignRules'),
        perms: ['bpm:task-assign-rule:query'],
        onClick: (row) => setRulesOf(row),
      },
      {
        label: t('deployProcess'),
        onClick: (row, { confirm }) =>
          confirm(t('deployConfirm', { name: row.name }), () => deployModel(row.id), t('deployed')),
      },
    ],
    remove: { confirm: (row) => t('deleteModelConfirm', { name: row.name }), call: (row) => deleteModel(row.id) },
    actions: () => (
      <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
        {t('importProcess')}
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
        {rulesOf && (
          <TaskAssignRuleDialog
            title={t('assignRulesOf', { name: rulesOf.name })}
            modelId={rulesOf.id}
            onClose={() => setRulesOf(null)}
          />
        )}
      </>
    ),
  }
  return <ListView def={def} />
}
