import { describe, expect, it } from 'vitest'
import { buildDiagram } from '../../features/bpmn/diagram/buildDiagram'
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
  makeEngine,
  memoryStore,
  type ModelRow,
} from './engine'
import { evaluate, parseGraph } from './graph'
import { MODELS, scenario } from './seed'

/** An engine over empty in-memory tables, a clock that ticks 10 ms a call, and the seed's models (not deployed). */
function setup() {
  let clock = 1_000
  const s = memoryStore()
  const engine = makeEngine(s, () => (clock += 10))
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
  return { s, engine, deploy, open, path }
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

  it('assigns tasks by the model rules, the administrator where there is none; lists the assignments', () => {
    const { s, engine, deploy, open } = setup()
    s.rules.insert({ modelId: 2, taskDefinitionKey: 'finance', type: 30, options: [3] })
    const i = engine.start(deploy('purchase').id, 7, {})
    expect(open(i.id)[0].assigneeUserId).toBe(ADMIN)
    engine.approve(open(i.id)[0].id, 'ok')
    expect(open(i.id)[0]).toMatchObject({ key: 'finance', name: '财务审批', assigneeUserId: 3 })
    const xml = engine.latestDefinition(2)!.bpmnXml
    expect(engine.assignments(2, xml).map(({ node, rule }) => [node.id, node.name, rule?.options])).toEqual([
      ['manager', '部门经理审批', undefined],
      ['finance', '财务审批', [3]],
    ])
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
