import { describe, expect, it } from 'vitest'
import { buildDiagram } from '../../domain/buildDiagram'
import {
  RULE_DEPT_LEADER,
  RULE_DEPT_MEMBER,
  RULE_POST,
  RULE_ROLE,
  RULE_SCRIPT,
  RULE_USER,
  RULE_USER_GROUP,
  SCRIPT_LEADER_1,
  SCRIPT_LEADER_2,
  SCRIPT_START_USER,
  type Directory,
} from './assignment'
import { makeEngine } from './engine'
import { memoryStore } from './memoryStore'
import {
  ACTIVE,
  ADMIN,
  APPROVED,
  CANCELLED,
  DELEGATED,
  REJECTED,
  RETURNED,
  RUNNING,
  STATUS_DONE,
  STATUS_RUNNING,
  SUSPENDED,
  type ModelRow,
} from './records'
import { evaluate, parseGraph } from './graph'
import { nodeFieldsPermission } from '../../domain/fieldsPermission'
import { MODELS, scenario } from './seed'

/** A small organisation: 总部 (leader 1) › 研发部 (leader 5: members 3, 5) › 测试组 (leader 8), 财务部 (6), 市场部 (none). */
const ORG: Directory = {
  users: [
    { id: 1, deptId: 100, roleIds: [1], postIds: [1] },
    { id: 3, deptId: 103, roleIds: [2], postIds: [4] },
    { id: 5, deptId: 103, roleIds: [2], postIds: [2] },
    { id: 6, deptId: 105, roleIds: [], postIds: [4] },
    { id: 8, deptId: 107, roleIds: [], postIds: [] },
  ],
  depts: [
    { id: 100, parentId: 0, leaderUserId: 1 },
    { id: 103, parentId: 100, leaderUserId: 5 },
    { id: 107, parentId: 103, leaderUserId: 8 },
    { id: 104, parentId: 100 },
    { id: 105, parentId: 100, leaderUserId: 6 },
  ],
  groups: [{ id: 2, memberUserIds: [8, 5] }],
}

/** An engine over empty in-memory tables, a clock that ticks 10 ms a call, and the seed's models (not deployed). */
function setup() {
  let clock = 1_000
  const s = memoryStore()
  const engine = makeEngine(
    s,
    () => (clock += 10),
    () => ORG,
  )
  const models: ModelRow[] = MODELS.map((m, i) => ({
    id: i + 1,
    key: m.id,
    name: m.name,
    description: m.description,
    category: m.category,
    formType: m.formType,
    formId: m.formId,
    bpmnXml: buildDiagram(m),
    createTime: 0,
  }))
  const deploy = (key: string) => engine.deploy(models.find((m) => m.key === key)!)
  const open = (instanceId: number) => s.tasks.list().filter((t) => t.instanceId === instanceId && t.result === RUNNING)
  const path = (instanceId: number) =>
    s.activities
      .list()
      .filter((a) => a.instanceId === instanceId)
      .map((a) => a.key)
  return { s, engine, deploy, open, path, models }
}

describe('bpm engine', () => {
  it('reads the graph and evaluates simple conditions', () => {
    const g = parseGraph(
      '<bpmn2:process><bpmn2:startEvent id="s" /><bpmn2:exclusiveGateway id="g" default="f2"/><bpmn2:sequenceFlow id="f1" sourceRef="g" targetRef="a"><bpmn2:conditionExpression>${day &#62; 3}</bpmn2:conditionExpression></bpmn2:sequenceFlow></bpmn2:process>',
    )
    expect(g.nodes.get('g')?.default).toBe('f2')
    expect(g.flows[0]).toEqual({ id: 'f1', from: 'g', to: 'a', condition: '${day > 3}' })
    expect(evaluate('${day > 3}', { day: 5 })).toBe(true)
    expect(evaluate('${day > 3}', { day: '2' })).toBe(false)
    expect(evaluate("${type == 'a'}", { type: 'a' })).toBe(true)
    expect(evaluate('${x.y()}', {})).toBe(false)
  })

  it('evaluates every comparison, numeric when both sides are numbers, else as text', () => {
    expect(evaluate('${n >= 3}', { n: 3 })).toBe(true)
    expect(evaluate('${n <= 3}', { n: 4 })).toBe(false)
    expect(evaluate('${n < 10}', { n: '9' })).toBe(true)
    expect(evaluate('${n != 1}', { n: 1 })).toBe(false)
    expect(evaluate("${s == 'b'}", {})).toBe(false)
    expect(evaluate('${n < 10}', { n: 'abc' })).toBe(false) // 'abc' < '10' is false as text
  })

  it('deploys versions: the newest is active, the older ones suspended; setState suspends and activates', () => {
    const { s, engine, deploy } = setup()
    expect(engine.latestDefinition(1)).toBeUndefined()
    const v1 = deploy('oa_leave')
    const v2 = deploy('oa_leave')
    expect([v1.version, v2.version]).toEqual([1, 2])
    expect(s.definitions.get(v1.id)?.suspensionState).toBe(SUSPENDED)
    expect(engine.latestDefinition(1)).toMatchObject({ id: v2.id, key: 'oa_leave', suspensionState: ACTIVE })
    expect(v2.deploymentTime).toBeGreaterThan(v1.deploymentTime)
    engine.setState(v2.id, SUSPENDED)
    expect(s.definitions.get(v2.id)?.suspensionState).toBe(SUSPENDED)
    engine.setState(v2.id, 99)
    expect(s.definitions.get(v2.id)?.suspensionState).toBe(ACTIVE)
  })

  it('takes the exclusive gateway by condition, else its default flow; approving the last task finishes', () => {
    const { engine, deploy, open, path } = setup()
    const def = deploy('oa_leave')
    const long = engine.start(def.id, 7, { day: 5 }, '42')
    expect(long).toMatchObject({ status: STATUS_RUNNING, result: RUNNING, startUserId: 7, businessKey: '42' })
    engine.approve(open(long.id)[0].id, '同意')
    expect(open(long.id).map((t) => t.key)).toEqual(['hrApprove'])
    engine.approve(open(long.id)[0].id, '同意')
    expect(path(long.id)).toEqual(['start', 'deptLeader', 'dayGateway', 'hrApprove', 'end'])

    const short = engine.start(def.id, 7, { day: 2 })
    engine.approve(open(short.id)[0].id, '同意')
    expect(path(short.id)).toEqual(['start', 'deptLeader', 'dayGateway', 'end'])
    expect(open(short.id)).toEqual([])
  })

  it('records finished instances and tasks with their results and times', () => {
    const { s, engine, deploy, open } = setup()
    const i = engine.start(deploy('purchase').id, 7, {})
    const manager = open(i.id)[0]
    engine.approve(manager.id, 'ok')
    expect(s.tasks.get(manager.id)).toMatchObject({ result: APPROVED, reason: 'ok' })
    const activity = s.activities.find((a) => a.taskId === manager.id)!
    expect(activity.endTime).toBe(s.tasks.get(manager.id)!.endTime)
    engine.approve(open(i.id)[0].id, 'ok')
    const done = s.instances.get(i.id)!
    expect(done).toMatchObject({ status: STATUS_DONE, result: APPROVED })
    expect(done.endTime).toBeGreaterThan(done.createTime)
  })

  it('forks at a parallel gateway and joins only when every branch arrived', () => {
    const { s, engine, deploy, open } = setup()
    const i = engine.start(deploy('countersign').id, 7, {})
    expect(open(i.id).map((t) => t.key)).toEqual(['tech', 'fin'])
    engine.approve(open(i.id)[0].id, 'ok')
    expect(open(i.id).map((t) => t.key)).toEqual(['fin']) // the join waits
    expect(s.instances.get(i.id)!.joins).toEqual({ fork: 0, join: 1 })
    engine.approve(open(i.id)[0].id, 'ok')
    expect(open(i.id).map((t) => t.key)).toEqual(['ceo'])
    expect(s.instances.get(i.id)!.joins).toEqual({ fork: 0, join: 0 })
  })

  it('rejecting ends the instance as rejected and cancels its other open tasks', () => {
    const { s, engine, deploy, open } = setup()
    const i = engine.start(deploy('countersign').id, 7, {})
    const [tech, fin] = open(i.id)
    engine.reject(tech.id, '不同意')
    expect(s.tasks.get(tech.id)).toMatchObject({ result: REJECTED, reason: '不同意' })
    expect(s.tasks.get(fin.id)).toMatchObject({ result: CANCELLED, reason: '流程已被驳回' })
    expect(s.instances.get(i.id)).toMatchObject({ status: STATUS_DONE, result: REJECTED })
    expect(open(i.id)).toEqual([])
  })

  it('cancelling closes the open tasks with the reason; a finished instance takes no more steps', () => {
    const { s, engine, deploy, open, path } = setup()
    const i = engine.start(deploy('purchase').id, 7, {})
    const manager = open(i.id)[0]
    engine.cancel(i.id, '撤回')
    expect(s.tasks.get(manager.id)).toMatchObject({ result: CANCELLED, reason: '撤回' })
    expect(s.instances.get(i.id)).toMatchObject({ status: STATUS_DONE, result: CANCELLED })
    engine.approve(manager.id, 'late')
    expect(path(i.id)).toEqual(['start', 'manager'])
    expect(s.instances.get(i.id)!.result).toBe(CANCELLED)
  })

  it('assigns tasks by the rules deployed with the definition, the administrator where there is none', () => {
    const { s, engine, deploy, open } = setup()
    s.rules.insert({ modelId: 2, taskDefinitionKey: 'finance', type: RULE_USER, options: [3] })
    const v1 = deploy('purchase')
    expect(s.rules.list().filter((r) => r.processDefinitionId === v1.id)).toMatchObject([
      { modelId: 2, taskDefinitionKey: 'finance', type: RULE_USER, options: [3] },
    ])
    const i = engine.start(v1.id, 7, {})
    expect(open(i.id)[0].assigneeUserId).toBe(ADMIN)
    engine.approve(open(i.id)[0].id, 'ok')
    expect(open(i.id)[0]).toMatchObject({ key: 'finance', name: '财务审批', assigneeUserId: 3 })
    const xml = v1.bpmnXml
    expect(
      engine.assignments(xml, { modelId: 2 }).map(({ node, rule }) => [node.id, node.name, rule?.options]),
    ).toEqual([
      ['manager', '部门经理审批', undefined],
      ['finance', '财务审批', [3]],
    ])

    // an edited model rule reaches only instances of the next deployment
    const modelRule = s.rules.find((r) => r.processDefinitionId === undefined)!
    s.rules.update(modelRule.id, { options: [5] })
    const old = engine.start(v1.id, 7, {})
    engine.approve(open(old.id)[0].id, 'ok')
    expect(open(old.id)[0].assigneeUserId).toBe(3)
    const v2 = deploy('purchase')
    const next = engine.start(v2.id, 7, {})
    engine.approve(open(next.id)[0].id, 'ok')
    expect(open(next.id)[0].assigneeUserId).toBe(5)
    expect(engine.assignments(xml, { definitionId: v1.id })[1].rule?.options).toEqual([3])
  })

  it('resolves each rule type against the organisation', () => {
    const engine = makeEngine(
      memoryStore(),
      () => 0,
      () => ORG,
    )
    const who = (type: number, options: number[], startUserId = 3) => engine.candidates({ type, options }, startUserId)
    expect(who(RULE_ROLE, [2])).toEqual([3, 5]) // 普通角色
    expect(who(RULE_ROLE, [1, 2])).toEqual([1, 3, 5])
    expect(who(RULE_DEPT_MEMBER, [103])).toEqual([3, 5])
    expect(who(RULE_DEPT_MEMBER, [107, 105])).toEqual([6, 8])
    expect(who(RULE_DEPT_LEADER, [103, 105])).toEqual([5, 6])
    expect(who(RULE_DEPT_LEADER, [104])).toEqual([]) // a department without a leader
    expect(who(RULE_POST, [4])).toEqual([3, 6])
    expect(who(RULE_USER, [6, 3, 99])).toEqual([3, 6]) // unknown users are left out
    expect(who(RULE_USER_GROUP, [2])).toEqual([5, 8])
    expect(who(RULE_SCRIPT, [SCRIPT_START_USER])).toEqual([3])
    expect(who(RULE_SCRIPT, [SCRIPT_LEADER_1])).toEqual([5]) // 研发部's leader
    expect(who(RULE_SCRIPT, [SCRIPT_LEADER_2])).toEqual([1]) // 总部's leader
    expect(who(RULE_SCRIPT, [SCRIPT_LEADER_1], 8)).toEqual([8]) // 测试组's leader is the initiator himself
    expect(who(RULE_SCRIPT, [SCRIPT_LEADER_2], 8)).toEqual([5])
    expect(who(RULE_SCRIPT, [SCRIPT_LEADER_2], 1)).toEqual([1]) // the top department stands for every level above
    expect(who(RULE_SCRIPT, [SCRIPT_START_USER, SCRIPT_LEADER_1])).toEqual([3, 5])
  })

  it('gives a task to the first candidate; with none, refuses and leaves every table as it was', () => {
    const { s, deploy } = setup()
    const engine = makeEngine(
      s,
      () => 5_000,
      () => ORG,
    )
    s.rules.insert({ modelId: 2, taskDefinitionKey: 'manager', type: RULE_DEPT_MEMBER, options: [103] })
    s.rules.insert({ modelId: 2, taskDefinitionKey: 'finance', type: RULE_DEPT_LEADER, options: [104] })
    const def = deploy('purchase')
    const i = engine.start(def.id, 3, {})
    const manager = s.tasks.list().find((t) => t.instanceId === i.id)!
    expect(manager.assigneeUserId).toBe(3) // 研发部 has 3 and 5: the lowest id
    const before = [s.tasks.list(), s.activities.list(), s.instances.list()]
    expect(() => engine.approve(manager.id, 'ok')).toThrow('操作失败，原因：找不到任务的审批人！')
    expect([s.tasks.list(), s.activities.list(), s.instances.list()]).toEqual(before)
  })

  it('transfers a task: it changes hands and the log says from whom to whom', () => {
    const { s, engine, deploy, open } = setup()
    const i = engine.start(deploy('purchase').id, 7, {})
    const task = open(i.id)[0]
    engine.transfer(task.id, 3)
    expect(s.tasks.get(task.id)).toMatchObject({ assigneeUserId: 3, result: RUNNING })
    expect(s.tasks.get(task.id)!.log).toMatchObject([{ type: 'transfer', userId: ADMIN, toUserId: 3 }])
    engine.approve(task.id, '同意')
    expect(open(i.id).map((t) => t.key)).toEqual(['finance'])
  })

  it('delegates: the delegate’s 通过 returns the task to its owner at the same node; the owner’s moves on', () => {
    const { s, engine, deploy, open } = setup()
    const i = engine.start(deploy('purchase').id, 7, {})
    const task = open(i.id)[0]
    engine.delegate(task.id, 3, '请帮忙看下')
    expect(s.tasks.get(task.id)).toMatchObject({ assigneeUserId: 3, ownerUserId: ADMIN, result: DELEGATED })
    engine.approve(task.id, '已核对')
    expect(s.tasks.get(task.id)).toMatchObject({ assigneeUserId: ADMIN, ownerUserId: undefined, result: RUNNING })
    expect(open(i.id).map((t) => [t.id, t.key])).toEqual([[task.id, 'manager']]) // the process has not moved on
    expect(s.tasks.get(task.id)!.log!.map((l) => [l.type, l.userId, l.toUserId, l.reason])).toEqual([
      ['delegate', ADMIN, 3, '请帮忙看下'],
      ['resolve', 3, ADMIN, '已核对'],
    ])
    engine.approve(task.id, '同意')
    expect(s.tasks.get(task.id)!.result).toBe(APPROVED)
    expect(open(i.id).map((t) => t.key)).toEqual(['finance'])
  })

  it('merges at 通过 the fields the node lets write before the process moves on; the others stay as they were', () => {
    const { s, engine, open, models } = setup()
    // the leave's first step lets `day` be written (2) and shows `reason` read-only (1), as yudao's designer writes it
    const leave = models.find((m) => m.key === 'oa_leave')!
    const bpmnXml = leave.bpmnXml.replace(
      /(<bpmn2:userTask id="deptLeader"[^>]*>)/,
      '$1<bpmn2:extensionElements><flowable:fieldsPermission field="day" title="天数" permission="2" />' +
        '<flowable:fieldsPermission field="reason" title="原因" permission="1" /></bpmn2:extensionElements>',
    )
    const i = engine.start(engine.deploy({ ...leave, bpmnXml }).id, 7, { day: 2, reason: '家中有事' })
    const [leader] = open(i.id)
    engine.approve(leader.id, '改为 5 天', { day: 5, reason: '改过的', other: 1 })
    expect(s.instances.get(i.id)!.formVariables).toEqual({ day: 5, reason: '家中有事' })
    expect(open(i.id).map((t) => t.key)).toEqual(['hrApprove']) // the gateway saw the new day
    // a node naming no fields merges nothing
    engine.approve(open(i.id)[0].id, '同意', { day: 1 })
    expect(s.instances.get(i.id)!.formVariables).toEqual({ day: 5, reason: '家中有事' })
  })

  it('drops what a delegate wrote at 通过, as yudao’s approveDelegateTask does; the owner’s 通过 merges', () => {
    const { s, engine, open, models } = setup()
    const leave = models.find((m) => m.key === 'oa_leave')!
    const bpmnXml = leave.bpmnXml.replace(
      /(<bpmn2:userTask id="deptLeader"[^>]*>)/,
      '$1<bpmn2:extensionElements><flowable:fieldsPermission field="day" title="天数" permission="2" /></bpmn2:extensionElements>',
    )
    const i = engine.start(engine.deploy({ ...leave, bpmnXml }).id, 7, { day: 2, reason: '家中有事' })
    const [leader] = open(i.id)
    engine.delegate(leader.id, 3, '请帮忙看下')
    engine.approve(leader.id, '建议 9 天', { day: 9 })
    expect(s.instances.get(i.id)!.formVariables).toEqual({ day: 2, reason: '家中有事' })
    expect(s.tasks.get(leader.id)).toMatchObject({ assigneeUserId: ADMIN, result: RUNNING })
    engine.approve(leader.id, '改为 5 天', { day: 5 })
    expect(s.instances.get(i.id)!.formVariables).toEqual({ day: 5, reason: '家中有事' })
  })

  it('seeds the 会签审批 with a finance step that writes 预算 and reads 标题', () => {
    const { s } = scenario()
    const countersign = s.definitions.list().find((d) => d.key === 'countersign')!
    expect(nodeFieldsPermission(countersign.bpmnXml, 'fin')).toEqual({ title: '1', budget: '2' })
    expect(nodeFieldsPermission(countersign.bpmnXml, 'tech')).toEqual({})
  })

  it('returns to a passed node: the open task ends as returned and the node gets a new task', () => {
    const { s, engine, deploy, open, path } = setup()
    s.rules.insert({ modelId: 2, taskDefinitionKey: 'finance', type: RULE_USER, options: [3] })
    const i = engine.start(deploy('purchase').id, 7, {})
    const manager = open(i.id)[0]
    expect(engine.returnTargets(manager.id)).toEqual([]) // nothing before the first task
    engine.approve(manager.id, 'ok')
    const finance = open(i.id)[0]
    expect(engine.returnTargets(finance.id).map((n) => [n.id, n.name])).toEqual([['manager', '部门经理审批']])
    engine.returnTo(finance.id, 'manager', '缺少报价单')
    expect(s.tasks.get(finance.id)).toMatchObject({ result: RETURNED, reason: '缺少报价单' })
    expect(s.tasks.get(finance.id)!.log).toMatchObject([{ type: 'return', userId: 3, targetKey: 'manager' }])
    expect(open(i.id)).toMatchObject([{ key: 'manager', assigneeUserId: ADMIN, result: RUNNING }])
    expect(open(i.id)[0].id).not.toBe(manager.id)
    expect(path(i.id)).toEqual(['start', 'manager', 'finance', 'manager'])
    engine.approve(open(i.id)[0].id, '已补充')
    engine.approve(open(i.id)[0].id, '同意')
    expect(s.instances.get(i.id)).toMatchObject({ status: STATUS_DONE, result: APPROVED })
  })

  it('does not return across a parallel gateway, nor to a node that is not before the task', () => {
    const { engine, deploy, open } = setup()
    const i = engine.start(deploy('countersign').id, 7, {})
    const [tech, fin] = open(i.id)
    engine.approve(tech.id, 'ok')
    engine.approve(fin.id, 'ok')
    const ceo = open(i.id)[0]
    expect(engine.returnTargets(ceo.id)).toEqual([])
    expect(() => engine.returnTo(ceo.id, 'tech', 'x')).toThrow(
      '回退任务失败，目标节点是在并行网关上或非同一路线上，不可跳转',
    )
    expect(() => engine.returnTo(ceo.id, 'nowhere', 'x')).toThrow('目标节点不存在')
    expect(open(i.id)).toEqual([ceo])
  })

  it('seeds a scenario with every task result and instance result', () => {
    const { s, leaves } = scenario()
    expect(new Set(s.tasks.list().map((t) => t.result))).toEqual(
      new Set([RUNNING, APPROVED, REJECTED, CANCELLED, RETURNED, DELEGATED]),
    )
    expect(new Set(s.instances.list().map((i) => i.result))).toEqual(new Set([RUNNING, APPROVED, REJECTED, CANCELLED]))
    expect(leaves.map((l) => s.instances.get(l.instanceId)!.businessKey)).toEqual(['1', '2'])
  })
})
