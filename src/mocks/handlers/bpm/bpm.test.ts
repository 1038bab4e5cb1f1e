import { describe, expect, it } from 'vitest'
import { call, login } from '../../testClient'

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

  it('merges 通过’s variables the node lets write into the instance: the seeded 会签审批’s 预算, not its 标题', async () => {
    const token = await admin()
    const user = await as('user') // 张晓明, to whom 李娜 delegated the seeded countersign's 财务负责人审批
    const fin = (
      await call<Rec[]>('GET', '/bpm/task/list-by-process-instance-id?processInstanceId=5', { token })
    ).data.find((t) => t.definitionKey === 'fin')!
    const approve = (who: string, variables: unknown) =>
      call('PUT', '/bpm/task/approve', { token: who, json: { id: fin.id, reason: '预算已核', variables } })
    const variables = async () =>
      (await call<Rec>('GET', '/bpm/process-instance/get?id=5', { token })).data.formVariables
    expect((await approve(user, ['budget'])).msg).toBe('请求参数类型错误：variables 应为对象')
    // the delegate's 通过 hands the task back and drops what it wrote (yudao approveDelegateTask)
    expect((await approve(user, { budget: 31000 })).code).toBe(0)
    expect(await variables()).toEqual({ title: '新系统上线评审', content: '请会签' })
    expect((await approve(await as('lina'), { budget: 32000, title: '改过的标题' })).code).toBe(0)
    expect(await variables()).toEqual({ title: '新系统上线评审', content: '请会签', budget: 32000 })
  })

  it('transfers, delegates and returns the seeded purchase between its approvers', async () => {
    const token = await admin()
    const user = await as('user') // 张晓明
    const tasks = async () =>
      (await call<Rec[]>('GET', '/bpm/task/list-by-process-instance-id?processInstanceId=6', { token })).data
    const todo = async (t: string) =>
      (await call<{ list: Rec[] }>('GET', '/bpm/task/todo-page', { token: t })).data.list
    const [manager] = await tasks()
    const put = (path: string, json: Rec, t = token) => call('PUT', `/bpm/task/${path}`, { token: t, json })

    expect((await put('delegate', { id: manager.id, delegateUserId: 1, reason: 'x' })).msg).toBe(
      '任务委派失败，委派人和当前审批人为同一人',
    )
    expect((await put('delegate', { id: manager.id, delegateUserId: 3 })).msg).toBe('请求参数不正确：委派理由不能为空')
    expect((await put('delegate', { id: manager.id, delegateUserId: 3, reason: '请核对' })).code).toBe(0)
    expect((await todo(user)).map((t) => [t.id, t.result])).toContainEqual([manager.id, 6])
    expect((await todo(token)).map((t) => t.id)).not.toContain(manager.id)
    expect((await put('approve', { id: manager.id, reason: '已核对' }, user)).code).toBe(0)
    expect((await tasks())[0]).toMatchObject({ id: manager.id, result: 1, assigneeUser: { nickname: '管理员' } })
    expect(((await tasks())[0].log as Rec[]).map((l) => l.type)).toEqual(['delegate', 'resolve'])

    expect((await put('update-assignee', { id: manager.id, assigneeUserId: 99 })).msg).toBe(
      '任务转办失败，转办人不存在',
    )
    expect((await put('update-assignee', { id: manager.id, assigneeUserId: 3 })).code).toBe(0)
    expect((await put('update-assignee', { id: manager.id, assigneeUserId: 5 })).msg).toBe(
      '操作失败，原因：该任务的审批人不是你',
    )
    await put('approve', { id: manager.id, reason: '同意' }, user)
    const finance = (await tasks()).find((t) => t.result === 1)!
    const targets = await call<Rec[]>('GET', `/bpm/task/return-list?taskId=${finance.id}`, { token: user })
    expect(targets.data).toEqual([{ id: 'manager', definitionKey: 'manager', name: '部门经理审批' }])
    expect((await put('return', { id: finance.id, targetDefinitionKey: 'end', reason: 'x' }, user)).msg).toBe(
      '目标节点不存在',
    )
    expect((await put('return', { id: finance.id, targetDefinitionKey: 'manager', reason: '缺报价' }, user)).code).toBe(
      0,
    )
    expect((await tasks()).map((t) => [t.name, t.result])).toEqual([
      ['部门经理审批', 2],
      ['财务审批', 5],
      ['部门经理审批', 1],
    ])
  })

  it('lists the org and edits a model’s rules; a definition’s copies stay read-only', async () => {
    const token = await admin()
    const users = await call<Rec[]>('GET', '/system/user/list-all-simple', { token })
    expect(users.data).toContainEqual({ id: 3, nickname: '张晓明', deptId: 103, deptName: '研发部' })
    const depts = await call<Rec[]>('GET', '/system/dept/list-all-simple', { token })
    expect(depts.data.find((d) => d.id === 107)).toMatchObject({ name: '测试组', parentId: 103, leaderUserId: 8 })
    for (const path of ['/system/role', '/system/post', '/bpm/user-group'])
      expect((await call<Rec[]>('GET', `${path}/list-all-simple`, { token })).data.length).toBeGreaterThan(1)

    const model = await call<Rec[]>('GET', '/bpm/task-assign-rule/list?modelId=4', { token }) // 报销审批 (draft)
    const rule = model.data[0]
    expect(rule).toMatchObject({ taskDefinitionKey: 'approve', type: 20, options: [105] })
    const update = (json: Rec) => call('PUT', '/bpm/task-assign-rule/update', { token, json })
    expect((await update({ ...rule, type: 22, options: [99] })).msg).toBe('当前岗位不存在')
    expect((await update({ ...rule, type: 50, options: [] })).msg).toContain('不能为空')
    expect((await update({ ...rule, type: 50, options: [10, 20] })).code).toBe(0)
    const create = await call('POST', '/bpm/task-assign-rule/create', {
      token,
      json: { modelId: '4', taskDefinitionKey: 'approve', type: 30, options: [1] },
    })
    expect(create.msg).toBe('流程(4) 的任务(approve) 已经存在分配规则')

    const defs = await call<Rec[]>('GET', '/bpm/process-definition/list?key=purchase', { token })
    const copy = await call<Rec[]>('GET', `/bpm/task-assign-rule/list?processDefinitionId=${defs.data[0].id}`, {
      token,
    })
    expect(copy.data.map((r) => [r.taskDefinitionKey, r.type, r.options])).toEqual([
      ['manager', 21, [100]],
      ['finance', 30, [3]],
    ])
    expect((await update({ ...copy.data[1], options: [5] })).msg).toBe('只有流程模型的任务分配规则，才允许被修改')
  })
})
