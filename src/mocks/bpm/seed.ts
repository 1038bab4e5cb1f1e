/** The demo's bpm seed: three deployed models, a draft, two forms, and instances in every state, run through the engine. */
import type { NewRow } from '../db'
import { buildDiagram, type DiagramSpec } from '../../domain/buildDiagram'
import { directory } from '../org'
import {
  RULE_DEPT_LEADER,
  RULE_DEPT_MEMBER,
  RULE_POST,
  RULE_ROLE,
  RULE_SCRIPT,
  RULE_USER,
  RULE_USER_GROUP,
  SCRIPT_LEADER_1,
} from './assignment'
import { makeEngine } from './engine'
import { memoryStore } from './memoryStore'
import { ACTIVE, ADMIN, RETURNED, RUNNING, type FormRow, type LeaveRow } from './records'

interface FieldPermissionSpec {
  field: string
  title: string
  permission: '1' | '2' | '3'
}

/** A diagram with each named user task's `<flowable:fieldsPermission>` extension elements, as yudao's designers write them. */
function withFieldsPermission(xml: string, perTask: Record<string, FieldPermissionSpec[]> = {}): string {
  let out = xml
  for (const [task, fields] of Object.entries(perTask)) {
    const elements = fields
      .map((f) => `<flowable:fieldsPermission field="${f.field}" title="${f.title}" permission="${f.permission}" />`)
      .join('')
    // extensionElements come first in a flow node, before its incoming and outgoing flows
    out = out.replace(
      new RegExp(`(<bpmn2:userTask id="${task}"[^>]*>)`),
      `$1<bpmn2:extensionElements>${elements}</bpmn2:extensionElements>`,
    )
  }
  return out
}

export const SEEDED_AT = new Date('2024-03-01T09:00:00+08:00').getTime()
export const HOUR = 3_600_000

export const MODELS: (DiagramSpec & {
  description: string
  category: string
  formType: number
  formId?: number
  custom?: boolean
  deployed: boolean
  /** Per user task, its form fields' permissions (yudao's fieldsPermission extension elements; 1 read, 2 write, 3 none). */
  fieldsPermission?: Record<string, FieldPermissionSpec[]>
})[] = [
  {
    id: 'oa_leave',
    name: '请假审批',
    description: 'OA 请假：部门领导审批，超过 3 天再经人事审批',
    category: '2',
    formType: 20,
    custom: true,
    deployed: true,
    nodes: [
      { id: 'start', type: 'startEvent', name: '发起请假', x: 80, y: 160 },
      { id: 'deptLeader', type: 'userTask', name: '部门领导审批', x: 220, y: 160 },
      { id: 'dayGateway', type: 'exclusiveGateway', name: '请假天数', x: 370, y: 160, attrs: 'default="flow_short"' },
      { id: 'hrApprove', type: 'userTask', name: '人事审批', x: 520, y: 80 },
      { id: 'end', type: 'endEvent', name: '结束', x: 680, y: 160 },
    ],
    flows: [
      { id: 'flow_start', from: 'start', to: 'deptLeader' },
      { id: 'flow_leader', from: 'deptLeader', to: 'dayGateway' },
      { id: 'flow_long', from: 'dayGateway', to: 'hrApprove', name: '大于 3 天', condition: '${day > 3}' },
      { id: 'flow_short', from: 'dayGateway', to: 'end', name: '3 天以内' },
      { id: 'flow_hr', from: 'hrApprove', to: 'end' },
    ],
  },
  {
    id: 'purchase',
    name: '采购审批',
    description: '采购申请：部门经理审批后由财务审批',
    category: '1',
    formType: 10,
    formId: 1,
    deployed: true,
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交申请', x: 80, y: 120 },
      { id: 'manager', type: 'userTask', name: '部门经理审批', x: 220, y: 120 },
      { id: 'finance', type: 'userTask', name: '财务审批', x: 380, y: 120 },
      { id: 'end', type: 'endEvent', name: '结束', x: 520, y: 120 },
    ],
    flows: [
      { id: 'flow_1', from: 'start', to: 'manager' },
      { id: 'flow_2', from: 'manager', to: 'finance' },
      { id: 'flow_3', from: 'finance', to: 'end' },
    ],
  },
  {
    id: 'countersign',
    name: '会签审批',
    description: '技术与财务负责人并行会签，再由总经理审批',
    category: '1',
    formType: 10,
    formId: 2,
    deployed: true,
    nodes: [
      { id: 'start', type: 'startEvent', name: '发起', x: 80, y: 160 },
      { id: 'fork', type: 'parallelGateway', x: 190, y: 160 },
      { id: 'tech', type: 'userTask', name: '技术负责人审批', x: 320, y: 80 },
      { id: 'fin', type: 'userTask', name: '财务负责人审批', x: 320, y: 240 },
      { id: 'join', type: 'parallelGateway', x: 450, y: 160 },
      { id: 'ceo', type: 'userTask', name: '总经理审批', x: 580, y: 160 },
      { id: 'end', type: 'endEvent', name: '结束', x: 720, y: 160 },
    ],
    flows: [
      { id: 'flow_1', from: 'start', to: 'fork' },
      { id: 'flow_2', from: 'fork', to: 'tech' },
      { id: 'flow_3', from: 'fork', to: 'fin' },
      { id: 'flow_4', from: 'tech', to: 'join' },
      { id: 'flow_5', from: 'fin', to: 'join' },
      { id: 'flow_6', from: 'join', to: 'ceo' },
      { id: 'flow_7', from: 'ceo', to: 'end' },
    ],
    // finance fills in the budget when approving and reads the title; the other fields stay as submitted (yudao:
    // a field the node does not name is read-only)
    fieldsPermission: {
      fin: [
        { field: 'title', title: '标题', permission: '1' },
        { field: 'budget', title: '预算（元）', permission: '2' },
      ],
    },
  },
  {
    id: 'expense',
    name: '报销审批',
    description: '尚未部署的草稿模型',
    category: '1',
    formType: 10,
    formId: 2,
    deployed: false,
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交报销', x: 80, y: 120 },
      { id: 'approve', type: 'userTask', name: '主管审批', x: 220, y: 120 },
      { id: 'end', type: 'endEvent', name: '结束', x: 360, y: 120 },
    ],
    flows: [
      { id: 'flow_1', from: 'start', to: 'approve' },
      { id: 'flow_2', from: 'approve', to: 'end' },
    ],
  },
]

/**
 * A rule as form-create's designer (yudao-ui-admin-vue3) writes it into BpmFormDO.fields: the kind's own keys, then the
 * designer's bookkeeping (`_fc_id`, `name`, `display`, `hidden`, `_fc_drag_tag`), one JSON text per top-level rule.
 */
const fc = (rule: Record<string, unknown>, dragTag = String(rule.type)): Record<string, unknown> => {
  const id = String(rule.field ?? `${rule.type}_${(fcSeq += 1)}`)
  return { ...rule, _fc_id: `id_F${id}`, name: `ref_F${id}`, display: true, hidden: false, _fc_drag_tag: dragTag }
}
let fcSeq = 0
const field = (type: string, name: string, title: string, required: boolean | string, extra: object = {}) =>
  fc({ type, field: name, title, info: '', $required: required, ...extra })
const texts = (...rules: Record<string, unknown>[]) => rules.map((r) => JSON.stringify(r))
/** form-create's form options as its designer saves them (`conf`). */
const CONF = JSON.stringify({
  form: { inline: false, hideRequiredAsterisk: false, labelPosition: 'right', size: 'default', labelWidth: '125px' },
  resetBtn: { show: false, innerText: '重置' },
  submitBtn: { show: true, innerText: '提交' },
})

export const FORMS: NewRow<FormRow>[] = [
  {
    name: '采购申请单',
    status: 0,
    fields: texts(
      field('input', 'item', '采购物品', true),
      // a number: the process reads it as one (the purchase's variables, gateway conditions)
      field('inputNumber', 'amount', '金额（元）', true, { props: { min: 0, precision: 2 } }),
      field('input', 'reason', '采购理由', false, { props: { type: 'textarea', rows: 3 } }),
    ),
    conf: CONF,
    remark: '采购审批使用',
    createTime: SEEDED_AT,
  },
  {
    // every common kind, laid out as yudao's designer lays a form out
    name: '通用审批单',
    status: 0,
    fields: texts(
      field('input', 'title', '标题', true, { props: { placeholder: '请输入标题', maxlength: 50 } }),
      field('radio', 'urgency', '紧急程度', false, {
        value: 1,
        options: [
          { value: 1, label: '普通' },
          { value: 2, label: '紧急' },
        ],
        control: [{ value: 2, condition: '==', method: 'display', rule: ['urgentReason'] }],
      }),
      field('input', 'urgentReason', '紧急原因', true),
      fc(
        {
          type: 'FcRow',
          props: { gutter: 16 },
          children: [
            fc({
              type: 'col',
              props: { span: 12 },
              children: [
                fc({
                  type: 'inputNumber',
                  field: 'budget',
                  title: '预算（元）',
                  info: '',
                  $required: false,
                  props: { min: 0 },
                }),
              ],
            }),
            fc({
              type: 'col',
              props: { span: 12 },
              children: [
                fc({
                  type: 'datePicker',
                  field: 'deadline',
                  title: '期望完成日期',
                  info: '',
                  $required: false,
                  props: { type: 'date' },
                }),
              ],
            }),
          ],
        },
        'row',
      ),
      field('checkbox', 'scope', '涉及范围', false, {
        options: [
          { value: 'tech', label: '技术' },
          { value: 'finance', label: '财务' },
          { value: 'legal', label: '法务' },
        ],
      }),
      field('select', 'systems', '相关系统', false, {
        props: { multiple: true },
        options: [
          { value: 'erp', label: 'ERP' },
          { value: 'crm', label: 'CRM' },
          { value: 'oa', label: 'OA' },
        ],
      }),
      field('switch', 'needReply', '需要书面回复', false, { value: 0, props: { activeValue: 1, inactiveValue: 0 } }),
      field('datePicker', 'meetingAt', '评审会时间', false, { props: { type: 'datetime' } }),
      field('timePicker', 'workTime', '可联系时段', false, { props: { isRange: true } }),
      field('rate', 'priority', '重要程度', false, { value: 3 }),
      field('slider', 'progress', '当前进度（%）', false, { value: 0, props: { min: 0, max: 100, step: 10 } }),
      field('DictSelect', 'category', '流程分类', false, {
        props: { dictType: 'bpm_model_category', valueType: 'int' },
      }),
      field('UserSelect', 'contact', '联系人', false),
      field('DeptSelect', 'dept', '主办部门', false),
      fc({ type: 'elDivider', props: {}, children: ['说明'] }, 'elDivider'),
      fc(
        {
          type: 'html',
          title: '',
          native: true,
          attrs: { innerHTML: '' },
          children: ['<p>请写清楚<strong>背景</strong>与<strong>期望结果</strong>。</p>'],
        },
        'html',
      ),
      field('input', 'content', '内容', true, { props: { type: 'textarea', rows: 4 } }),
    ),
    conf: CONF,
    remark: '',
    createTime: SEEDED_AT + HOUR,
  },
]

/**
 * Who gets each user task, one rule type after another (the org is ../org.ts): [model key, task key, type, options].
 * The administrator approves the leave's and purchase's first steps, 张晓明 the purchase's finance step.
 */
// prettier-ignore
export const RULES: [string, string, number, number[]][] = [
  ['oa_leave', 'deptLeader', RULE_SCRIPT, [SCRIPT_LEADER_1]], // the initiator's leader
  ['oa_leave', 'hrApprove', RULE_ROLE, [1]], // 超级管理员
  ['purchase', 'manager', RULE_DEPT_LEADER, [100]], // 总部's leader: the administrator
  ['purchase', 'finance', RULE_USER, [3]], // 张晓明
  ['countersign', 'tech', RULE_DEPT_LEADER, [103]], // 研发部's leader: 王建国
  ['countersign', 'fin', RULE_USER_GROUP, [1]], // 财务审批组: 李娜
  ['countersign', 'ceo', RULE_POST, [1]], // 董事长: the administrator
  ['expense', 'approve', RULE_DEPT_MEMBER, [105]], // 财务部: 李娜
]

/** Runs the demo scenario once through the engine: every result code appears in the seeded data. */
export const scenario = (() => {
  let cached: ReturnType<typeof run> | undefined
  function run() {
    let clock = SEEDED_AT + 24 * HOUR
    const now = () => (clock += HOUR)
    const s = memoryStore()
    const models = MODELS.map((m, i) => ({
      ...m,
      id: i + 1,
      key: m.id,
      bpmnXml: withFieldsPermission(buildDiagram(m), m.fieldsPermission),
    }))
    const definitionOf = new Map<string, number>()
    for (const m of models.filter((x) => x.deployed)) {
      const definition = s.definitions.insert({
        modelId: m.id,
        key: m.key,
        name: m.name,
        category: m.category,
        description: m.description,
        version: 1,
        formType: m.formType,
        formId: m.formId,
        formCustomCreatePath: m.custom ? '/bpm/oa/leave/create' : undefined,
        formCustomViewPath: m.custom ? '/bpm/oa/leave/detail' : undefined,
        bpmnXml: m.bpmnXml,
        suspensionState: ACTIVE,
        deploymentTime: SEEDED_AT + 12 * HOUR,
      })
      definitionOf.set(m.key, definition.id)
    }
    // Each rule on the model and, as deploying copied it, on its definition.
    for (const [key, taskDefinitionKey, type, options] of RULES) {
      const modelId = models.find((m) => m.key === key)!.id
      s.rules.insert({ modelId, taskDefinitionKey, type, options })
      const processDefinitionId = definitionOf.get(key)
      if (processDefinitionId) s.rules.insert({ modelId, processDefinitionId, taskDefinitionKey, type, options })
    }
    const engine = makeEngine(s, now, directory)
    const openTask = (instanceId: number, key: string) =>
      s.tasks.find((t) => t.instanceId === instanceId && t.key === key && t.result === RUNNING)!
    const leaves: NewRow<LeaveRow>[] = []

    // 1. leave, 5 days: leader approved, waiting for HR (in progress)
    const a = engine.start(1, ADMIN, { day: 5 }, '1')
    engine.approve(openTask(a.id, 'deptLeader').id, '同意，注意交接工作')
    leaves.push({
      userId: ADMIN,
      type: 2,
      reason: '家中有事',
      startTime: SEEDED_AT + 48 * HOUR,
      endTime: SEEDED_AT + 168 * HOUR,
      day: 5,
      instanceId: a.id,
      createTime: a.createTime,
    })
    // 2. 张晓明's leave, 2 days: approved by his leader 王建国 and finished
    const b = engine.start(1, 3, { day: 2 }, '2')
    engine.approve(openTask(b.id, 'deptLeader').id, '同意')
    leaves.push({
      userId: 3,
      type: 1,
      reason: '感冒发烧',
      startTime: SEEDED_AT + 72 * HOUR,
      endTime: SEEDED_AT + 120 * HOUR,
      day: 2,
      instanceId: b.id,
      createTime: b.createTime,
    })
    // 3. purchase rejected by finance
    const c = engine.start(2, ADMIN, { item: '服务器', amount: 48000, reason: '扩容' })
    engine.approve(openTask(c.id, 'manager').id, '同意采购')
    engine.reject(openTask(c.id, 'finance').id, '预算不足，下季度再议')
    // 4. purchase cancelled by its initiator
    const d = engine.start(2, ADMIN, { item: '办公椅', amount: 1200, reason: '更换' })
    engine.cancel(d.id, '申请填写有误，撤回')
    // 5. countersign: the technical lead (王建国) sent it back, the finance lead (李娜) delegated it to 张晓明, both
    // shown in their colours; 张晓明 finds it in his 待办
    const e = engine.start(3, ADMIN, { title: '新系统上线评审', content: '请会签' })
    const tech = openTask(e.id, 'tech')
    s.tasks.update(tech.id, { result: RETURNED, reason: '方案需补充压测数据', endTime: now() })
    engine.delegate(openTask(e.id, 'fin').id, 3, '请协助核对预算明细')
    // 6. purchase waiting for the manager (a to-do for the administrator)
    engine.start(2, ADMIN, { item: '笔记本电脑', amount: 8999, reason: '新员工入职' })
    return { models, s, leaves }
  }
  return () => (cached ??= run())
})()
