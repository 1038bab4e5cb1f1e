// @vitest-environment jsdom
// survey_boss gating (spec §6) and the plan → done → record flow, through the request layer against the demo API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bindFeedback } from '../../api/http/feedback'
import type { ApiError } from '../../api/http/errors'
import { tokens } from '../../api/http/tokens'
import {
  createPlan,
  createRecord,
  finishPlan,
  getMyRecordPage,
  getPlanPage,
  getRecordPage,
  getRecordSummary,
  getStaffList,
} from '../../api/survey'
import { menusFor } from '../../mocks/seed/menus'
import { issueTokens, users } from '../../mocks/session'
import { canSeeGlobalSurvey } from './gate'

const signInAs = (username: string) => tokens.set(issueTokens(users.find((u) => u.username === username)!.id))
const PAGE = { pageNo: 1, pageSize: 100 }

let unbind: () => void
beforeEach(() => {
  unbind = bindFeedback({ error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) })
})
afterEach(() => unbind())

describe('survey_boss gating', () => {
  it('only survey_boss (or admin) sees the global survey', () => {
    expect(canSeeGlobalSurvey(['super_admin', 'survey_boss'])).toBe(true)
    expect(canSeeGlobalSurvey(['admin'])).toBe(true)
    expect(canSeeGlobalSurvey(['common'])).toBe(false)
    expect(canSeeGlobalSurvey(['PORTAL_COMPANY'])).toBe(false)
  })

  it('the server menu has 全局调研 for survey_boss only; the other four entries for everyone', () => {
    const surveyMenu = (username: string) =>
      menusFor(users.find((u) => u.username === username)!).find((m) => m.path === '/survey')?.children?.map((c) => c.name)
    expect(surveyMenu('admin')).toEqual(['首页', '推荐企业', '全局调研', '我的调研', '计划调研'])
    expect(surveyMenu('user')).toEqual(['首页', '推荐企业', '我的调研', '计划调研'])
  })

  it('the global calls answer 403 for anyone else', async () => {
    signInAs('user')
    for (const call of [() => getRecordPage(PAGE), () => getRecordSummary({}), () => getStaffList()]) {
      await expect(call()).rejects.toMatchObject({ code: 403 } satisfies Partial<ApiError>)
    }
    signInAs('admin')
    expect((await getRecordPage(PAGE)).total).toBeGreaterThan(0)
  })
})

describe('plan → done → record', () => {
  it('a finished plan becomes my record, visible in the global view with its staff', async () => {
    signInAs('user')
    const planId = (await createPlan({ enterpriseName: '苏州测试精密有限公司', industry: '智能制造', region: '吴中区', planDate: Date.now() + 86_400_000, purpose: '了解扩产计划' }))!
    const recordId = await finishPlan({ id: planId, surveyDate: Date.now(), findings: '产线满负荷运转', needs: '希望对接技改补贴', attachments: ['现场照片.jpg'] })

    const plan = (await getPlanPage({ ...PAGE, status: 1 })).list.find((p) => p.id === planId)
    expect(plan).toMatchObject({ status: 1, recordId })
    const mine = (await getMyRecordPage(PAGE)).list.find((r) => r.id === recordId)
    expect(mine).toMatchObject({ enterpriseName: '苏州测试精密有限公司', findings: '产线满负荷运转', attachments: ['现场照片.jpg'], planId, staffName: '张晓明' })
    await expect(finishPlan({ id: planId, surveyDate: Date.now(), findings: 'x', needs: '', attachments: [] })).rejects.toMatchObject({
      message: '该计划已完成或已取消',
    })

    signInAs('admin')
    const global = await getRecordPage({ ...PAGE, staffId: users.find((u) => u.username === 'user')!.id })
    expect(global.list.some((r) => r.id === recordId)).toBe(true)
    expect((await getMyRecordPage(PAGE)).list.some((r) => r.id === recordId)).toBe(false)
  })

  it('a record needs an enterprise, a date and findings', async () => {
    signInAs('user')
    const base = { enterpriseName: '某企业', industry: '', region: '', surveyDate: Date.now(), findings: '情况', needs: '', attachments: [], status: 0 as const }
    await expect(createRecord({ ...base, enterpriseName: ' ' })).rejects.toMatchObject({ message: '请求参数不正确：企业名称不能为空' })
    await expect(createRecord({ ...base, findings: '' })).rejects.toMatchObject({ message: '请求参数不正确：调研情况不能为空' })
    expect(await createRecord(base)).toBeGreaterThan(0)
  })
})
