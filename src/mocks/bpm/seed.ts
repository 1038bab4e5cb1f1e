/** The demo's bpm seed: three deployed models, a draft, and instances in every state, run through the engine (the forms: seedForms.ts). */
import type { NewRow } from '../db'
import { buildDiagram, type DiagramSpec, type NodeType } from '../../domain/buildDiagram'
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
import { ACTIVE, ADMIN, RETURNED, RUNNING, type LeaveRow } from './records'

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

/** A process without branches: its nodes in a row (centres at y = 120), each flowing to the next (flow_1, flow_2, …). */
function straight(
  ...steps: [id: string, type: NodeType, name: string, x: number][]
): Pick<DiagramSpec, 'nodes' | 'flows'> {
  return {
    nodes: steps.map(([id, type, name, x]) => ({ id, type, name, x, y: 120 })),
    flows: steps.slice(1).map(([to], i) => ({ id: `flow_${i + 1}`, from: steps[i][0], to })),
  }
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
    ...straight(
      ['start', 'startEvent', '提交申请', 80],
      ['manager', 'userTask', '部门经理审批', 220],
      ['finance', 'userTask', '财务审批', 380],
      ['end', 'endEvent', '结束', 520],
    ),
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
    ...straight(
      ['start', 'startEvent', '提交报销', 80],
      ['approve', 'userTask', '主管审批', 220],
      ['end', 'endEvent', '结束', 360],
    ),
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

    /** An OA leave (business key: its id) whose first step, the leader's, approved it. */
    const leave = (
      userId: number,
      type: number,
      reason: string,
      hours: [number, number],
      day: number,
      comment: string,
    ) => {
      const instance = engine.start(1, userId, { day }, String(leaves.length + 1))
      engine.approve(openTask(instance.id, 'deptLeader').id, comment)
      const [startTime, endTime] = hours.map((h) => SEEDED_AT + h * HOUR)
      leaves.push({
        userId,
        type,
        reason,
        startTime,
        endTime,
        day,
        instanceId: instance.id,
        createTime: instance.createTime,
      })
    }

    // 1. leave, 5 days: leader approved, waiting for HR (in progress)
    leave(ADMIN, 2, '家中有事', [48, 168], 5, '同意，注意交接工作')
    // 2. 张晓明's leave, 2 days: approved by his leader 王建国 and finished
    leave(3, 1, '感冒发烧', [72, 120], 2, '同意')
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
