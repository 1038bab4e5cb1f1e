import { describe, expect, it } from 'vitest'
import { call, login } from '../testClient'

type Rec = Record<string, unknown>
const admin = async () => (await login('admin', 'admin123')).accessToken
/** A staff account's token (password `<username>123`). */
const as = async (username: string) => (await login(username, `${username}123`)).accessToken

describe('bpm demo API', () => {
  it('seeds instances in every result state', async () => {
    const token = await admin()
    const mine = await call<{ list: Rec[] }>('GET', '/bpm/process-instance/my-page?pageSize=50', { token })
    expect(new Set(mine.data.list.map((i) => i.result))).toEqual(new Set([1, 3, 4]))
    const results = new Set<number>()
    for (const i of mine.data.list) {
      const t = await call<Rec[]>('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${i.id}`, { token })
      t.data.forEach((x) => results.add(x.result as number))
    }
    expect([...results].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('runs a leave through the gateway: > 3 days goes to HR, approval finishes it', async () => {
    const token = await admin()
    const day = 24 * 3_600_000
    const created = await call<number>('POST', '/bpm/oa/leave/create', {
      token,
      json: { type: 1, reason: '旅行', startTime: 0, endTime: 4 * day },
    })
    expect(created.code).toBe(0)
    const leave = await call<Rec>('GET', `/bpm/oa/leave/get?id=${created.data}`, { token })
    expect(leave.data).toMatchObject({ day: 4, result: 1 })
    const pid = leave.data.processInstanceId
    const step = async () =>
      (await call<Rec[]>('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${pid}`, { token })).data.find(
        (t) => t.result === 1,
      )!
    const leader = await step()
    expect(leader.name).toBe('部门领导审批')
    expect((await call('PUT', '/bpm/task/approve', { token, json: { id: leader.id, reason: '' } })).msg).toContain(
      '审批意见不能为空',
    )
    await call('PUT', '/bpm/task/approve', { token, json: { id: leader.id, reason: '同意' } })
    const hr = await step()
    expect(hr.name).toBe('人事审批')
    await call('PUT', '/bpm/task/approve', { token, json: { id: hr.id, reason: '同意' } })
    const instance = await call<Rec>('GET', `/bpm/process-instance/get?id=${pid}`, { token })
    expect(instance.data).toMatchObject({ status: 2, result: 2 })
    const activities = await call<Rec[]>('GET', `/bpm/activity/list?processInstanceId=${pid}`, { token })
    expect(activities.data.map((a) => a.key)).toEqual(['start', 'deptLeader', 'dayGateway', 'hrApprove', 'end'])
    expect((await call<Rec>('GET', `/bpm/oa/leave/get?id=${created.data}`, { token })).data.result).toBe(2)
  })

  it('parallel countersign waits for both branches; reject ends the instance; cancel needs a running one', async () => {
    const token = await admin()
    const defs = await call<Rec[]>('GET', '/bpm/process-definition/list?suspensionState=1', { token })
    const countersign = defs.data.find((d) => d.key === 'countersign')!
    const id = (
      await call<string>('POST', '/bpm/process-instance/create', {
        token,
        json: { processDefinitionId: countersign.id, variables: {} },
      })
    ).data
    const open = async () =>
      (
        await call<Rec[]>('GET', `/bpm/task/list-by-process-instance-id?processInstanceId=${id}`, { token })
      ).data.filter((t) => t.result === 1)
    const branches = await open()
    // 研发部's leader and the 财务审批组 (rules of type 21 and 40)
    expect(branches.map((t) => [t.name, (t.assigneeUser as Rec).nickname])).toEqual([
      ['技术负责人审批', '王建国'],
      ['财务负责人审批', '李娜'],
    ])
    const refused = await call('PUT', '/bpm/task/approve', { token, json: { id: branches[0].id, reason: 'ok' } })
    expect(refused.msg).toBe('操作失败，原因：该任务的审批人不是你')
    await call('PUT', '/bpm/task/approve', { token: await as('wangjg'), json: { id: branches[0].id, reason: 'ok' } })
    expect(await open()).toHaveLength(1) // the join waits
    await call('PUT', '/bpm/task/approve', { token: await as('lina'), json: { id: branches[1].id, reason: 'ok' } })
    const ceo = await open()
    expect(ceo.map((t) => t.name)).toEqual(['总经理审批'])
    await call('PUT', '/bpm/task/reject', { token, json: { id: ceo[0].id, reason: '不同意' } })
    expect((await call<Rec>('GET', `/bpm/process-instance/get?id=${id}`, { token })).data).toMatchObject({
      status: 2,
      result: 3,
    })
    const cancel = await call('DELETE', '/bpm/process-instance/cancel', { token, json: { id, reason: 'x' } })
    expect(cancel.msg).toBe('流程取消失败，流程不处于运行中')
  })

  it('creates, deploys, suspends and lists a model with its assignment rules', async () => {
    const token = await admin()
    expect((await call('POST', '/bpm/model/create', { token, json: { key: '1bad', name: 'x' } })).msg).toContain(
      '流程标识格式不正确',
    )
    const id = (await call<string>('POST', '/bpm/model/create', { token, json: { key: 'demo_model', name: '演示' } }))
      .data
    expect((await call('POST', '/bpm/model/create', { token, json: { key: 'demo_model', name: '演示' } })).msg).toBe(
      '已经存在流程标识为【demo_model】的流程',
    )
    const purchase = (await call<{ list: Rec[] }>('GET', '/bpm/model/page?key=purchase', { token })).data.list[0]
    const xml = (await call<Rec>('GET', `/bpm/model/get?id=${purchase.id}`, { token })).data.bpmnXml as string
    await call('PUT', '/bpm/model/update', { token, json: { id, bpmnXml: xml.replaceAll('purchase', 'demo_model') } })
    expect((await call('POST', `/bpm/model/deploy?id=${id}`, { token })).msg).toBe(
      '部署流程失败，原因：用户任务(部门经理审批)未配置分配规则，请点击【修改流程】按钮进行配置',
    )
    for (const taskDefinitionKey of ['manager', 'finance'])
      await call('POST', '/bpm/task-assign-rule/create', {
        token,
        json: { modelId: id, taskDefinitionKey, type: 30, options: [1] },
      })
    await call('POST', `/bpm/model/deploy?id=${id}`, { token })
    let model = (await call<Rec>('GET', `/bpm/model/get?id=${id}`, { token })).data
    expect(model.processDefinition).toMatchObject({ version: 1, suspensionState: 1 })
    await call('PUT', '/bpm/model/update-state', { token, json: { id, state: 2 } })
    model = (await call<Rec>('GET', `/bpm/model/get?id=${id}`, { token })).data
    expect(model.processDefinition).toMatchObject({ suspensionState: 2 })
    const def = (model.processDefinition as Rec).id
    expect(
      (await call('POST', '/bpm/process-instance/create', { token, json: { processDefinitionId: def, variables: {} } }))
        .msg,
    ).toBe('流程定义处于挂起状态')
    const rules = await call<Rec[]>('GET', `/bpm/task-assign-rule/list?modelId=${purchase.id}`, { token })
    expect(rules.data.map((r) => r.taskDefinitionName)).toEqual(['部门经理审批', '财务审批'])
  })
})
