import { useCallback, useEffect, useState } from 'react'
import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd'
import {
  createTaskAssignRule,
  getSimpleUserGroups,
  getTaskAssignRules,
  updateTaskAssignRule,
} from '../../../api/bpm/taskAssignRule'
import type { TaskAssignRule } from '../../../api/bpm/types'
import {
  getSimpleDepts,
  getSimplePosts,
  getSimpleRoles,
  getSimpleUsers,
  type SimpleDept,
} from '../../../api/system/org'
import { useAuth } from '../../../components/Auth'
import { DictTag } from '../../../components/DictTag'
import { FormDialog } from '../../../components/crud'
import { reportFailure } from '../../../components/uncaught'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { useT } from '../../../i18n/react'
import { DICT_TYPE } from '../../../utils/dict'

type Option = { value: number; label: string }
/** The options a rule type chooses from, by bpm_task_assign_rule_type; the form keeps one field per kind. */
const KINDS = {
  roles: { types: [10], field: 'roleIds', label: 'ruleRoles', required: 'ruleRolesRequired' },
  depts: { types: [20, 21], field: 'deptIds', label: 'ruleDepts', required: 'ruleDeptsRequired' },
  posts: { types: [22], field: 'postIds', label: 'rulePosts', required: 'rulePostsRequired' },
  users: { types: [30], field: 'userIds', label: 'ruleUsers', required: 'ruleUsersRequired' },
  groups: { types: [40], field: 'userGroupIds', label: 'ruleGroups', required: 'ruleGroupsRequired' },
  scripts: { types: [50], field: 'scripts', label: 'ruleScripts', required: 'ruleScriptsRequired' },
} as const
type Kind = keyof typeof KINDS
const kindOf = (type: number | null | undefined) =>
  (Object.keys(KINDS) as Kind[]).find((k) => (KINDS[k].types as readonly number[]).includes(type ?? -1))

type RuleForm = { type?: number } & Partial<Record<(typeof KINDS)[Kind]['field'], number[]>>

/** Departments in tree order, each labelled with its path (总部 / 研发部 / 测试组), so the select reads as the tree. */
export function deptTreeOptions(depts: SimpleDept[]): Option[] {
  const out: Option[] = []
  const walk = (parentId: number, path: string[], seen: Set<number>) =>
    depts
      .filter((d) => d.parentId === parentId && !seen.has(d.id))
      .forEach((d) => {
        const here = [...path, d.name]
        out.push({ value: d.id, label: here.join(' / ') })
        walk(d.id, here, new Set([...seen, d.id]))
      })
  const ids = new Set(depts.map((d) => d.id))
  depts.filter((d) => !ids.has(d.parentId)).forEach((root) => walk(root.parentId, [], new Set()))
  return out.filter((o, i) => out.findIndex((x) => x.value === o.value) === i)
}

/**
 * 分配规则: the user tasks of a model (editable: 修改) or of a deployed definition (read-only, the copy made at deploy),
 * each with its rule type and its options by name, as yudao-ui-admin-vue2's taskAssignRuleDialog.
 */
export default function TaskAssignRuleDialog({
  title,
  modelId,
  processDefinitionId,
  onClose,
}: {
  title: string
  modelId?: string
  processDefinitionId?: string
  onClose: () => void
}) {
  const t = useT('bpm')
  const { hasPermi } = useAuth()
  const [rules, setRules] = useState<TaskAssignRule[]>()
  const [options, setOptions] = useState<Record<Kind, Option[]>>()
  const [editing, setEditing] = useState<TaskAssignRule | null>(null)
  const types = useDictOptions(DICT_TYPE.BPM_TASK_ASSIGN_RULE_TYPE, toNumber)
  const scripts = useDictOptions(DICT_TYPE.BPM_TASK_ASSIGN_SCRIPT, toNumber)

  const load = useCallback(
    () =>
      getTaskAssignRules({ modelId, processDefinitionId }).then(setRules, (error: unknown) => {
        setRules([])
        reportFailure(error)
      }),
    [modelId, processDefinitionId],
  )
  useEffect(() => {
    void load()
  }, [load])
  useEffect(() => {
    Promise.all([getSimpleRoles(), getSimpleDepts(), getSimplePosts(), getSimpleUsers(), getSimpleUserGroups()]).then(
      ([roles, depts, posts, users, groups]) =>
        setOptions({
          roles: roles.map((r) => ({ value: r.id, label: r.name })),
          depts: deptTreeOptions(depts),
          posts: posts.map((p) => ({ value: p.id, label: p.name })),
          users: users.map((u) => ({ value: u.id, label: u.deptName ? `${u.nickname}（${u.deptName}）` : u.nickname })),
          groups: groups.map((g) => ({ value: g.id, label: g.name })),
          scripts: [],
        }),
      reportFailure,
    )
  }, [])
  const choices = (kind: Kind): Option[] => (kind === 'scripts' ? scripts : (options?.[kind] ?? []))
  /** An option's name: the department's own name (not its path), 未知(id) when the list does not have it. */
  const nameOf = (kind: Kind, id: number) => {
    const label = choices(kind).find((o) => o.value === id)?.label
    return label === undefined ? t('ruleUnknownOption', { id }) : kind === 'depts' ? label.split(' / ').pop()! : label
  }
  const editable = !!modelId

  const startValues = (rule: TaskAssignRule): RuleForm => {
    const kind = kindOf(rule.type)
    return { type: rule.type ?? undefined, ...(kind ? { [KINDS[kind].field]: rule.options } : {}) }
  }
  const save = (values: RuleForm) => {
    const rule = editing!
    const kind = kindOf(values.type)!
    const data = {
      id: rule.id ?? undefined,
      modelId: modelId!,
      taskDefinitionKey: rule.taskDefinitionKey,
      type: values.type!,
      options: values[KINDS[kind].field] ?? [],
    }
    return rule.id ? updateTaskAssignRule(data) : createTaskAssignRule(data)
  }

  return (
    <Modal title={title} open footer={null} onCancel={onClose} mask={{ closable: false }} width={800}>
      {!editable && <Alert type="info" showIcon title={t('rulesOfDefinition')} style={{ marginBottom: 12 }} />}
      <Table<TaskAssignRule>
        size="small"
        rowKey="taskDefinitionKey"
        pagination={false}
        loading={!rules}
        dataSource={rules ?? []}
        columns={[
          { title: t('ruleTaskName'), dataIndex: 'taskDefinitionName' },
          { title: t('ruleTaskKey'), dataIndex: 'taskDefinitionKey' },
          {
            title: t('ruleType'),
            dataIndex: 'type',
            render: (v) => (v ? <DictTag type={DICT_TYPE.BPM_TASK_ASSIGN_RULE_TYPE} value={v} /> : t('notConfigured')),
          },
          {
            title: t('ruleScope'),
            key: 'options',
            render: (_, rule) => {
              const kind = kindOf(rule.type)
              return kind && rule.options.length ? (
                <Space size={[4, 4]} wrap>
                  {rule.options.map((id) => (
                    <Tag key={id}>{nameOf(kind, id)}</Tag>
                  ))}
                </Space>
              ) : (
                '—'
              )
            },
          },
          ...(editable
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 80,
                  render: (_: unknown, rule: TaskAssignRule) =>
                    hasPermi([rule.id ? 'bpm:task-assign-rule:update' : 'bpm:task-assign-rule:create']) && (
                      <Button type="link" size="small" onClick={() => setEditing(rule)}>
                        {t('ruleEdit')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <FormDialog<RuleForm>
        title={t('ruleEditTitle')}
        open={!!editing}
        initialValues={editing ? startValues(editing) : {}}
        drafts={false}
        onClose={() => setEditing(null)}
        onSubmit={save}
        onSaved={() => void load()}
        successText={t('ruleSaved')}
      >
        <Form.Item label={t('ruleTaskName')}>
          <Input value={editing?.taskDefinitionName} disabled aria-label={t('ruleTaskName')} />
        </Form.Item>
        <Form.Item label={t('ruleTaskKey')}>
          <Input value={editing?.taskDefinitionKey} disabled aria-label={t('ruleTaskKey')} />
        </Form.Item>
        <Form.Item label={t('ruleType')} name="type" rules={[{ required: true, message: t('ruleTypeRequired') }]}>
          <Select options={types} placeholder={t('selectRuleType')} aria-label={t('ruleType')} />
        </Form.Item>
        <Form.Item noStyle dependencies={['type']}>
          {({ getFieldValue }) => {
            const kind = kindOf(getFieldValue('type') as number | undefined)
            if (!kind) return null
            const { field, label, required } = KINDS[kind]
            return (
              <Form.Item label={t(label)} name={field} rules={[{ required: true, message: t(required) }]}>
                <Select
                  mode="multiple"
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={kind !== 'scripts' && !options}
                  options={choices(kind)}
                  aria-label={t(label)}
                />
              </Form.Item>
            )
          }}
        </Form.Item>
      </FormDialog>
    </Modal>
  )
}
