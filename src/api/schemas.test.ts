// Every entity schema of the API modules (issue 22): a good answer passes and is typed; each bad kind of answer that
// real backends and gateways send gives the expected result — refused (the client then says 服务器返回的数据格式不正确
// and the call), or read with its defaults where the difference is harmless.
import { describe, expect, expectTypeOf, it } from 'vitest'
import { CompanyAnswer, getCompanyByUserId, getPermissionInfo, portalLogin } from './auth'
import { getProcessInstance } from './bpm/processInstance'
import {
  BpmActivity,
  BpmForm,
  BpmFormSimple,
  BpmModel,
  BpmTask,
  OaLeave,
  ProcessDefinition,
  ProcessInstance,
  TaskAssignRule,
} from './bpm/types'
import { ConfigRow, getConfig, getConfigPage } from './config'
import { DictDataRow, getDictDataByType, listAllSimpleDictData } from './dict'
import { DictTypeRow, DictTypeSimple } from './dictType'
import { page, v, type Out } from './http/schema'
import { TokenAnswer, type TokenData } from './http/tokens'
import { getUnreadNotifyMessageCount, NotifyMessage } from './notify'
import { CaptchaCheckReply, CaptchaPuzzleReply } from './portal/captcha'
import { getServicePage, NewsItem, PortalService, PortalStats, Provider } from './portal/content'
import { OAuth2AuthorizeInfo } from './portal/oauth2'
import {
  getOverview,
  getRecordSummary,
  RecommendedEnterprise,
  SurveyOverview,
  SurveyPlan,
  SurveyRecord,
  SurveyStaff,
  SurveySummary,
} from './survey'
import { DictData, Menu, PageResult, PermissionInfo, User } from './types'

const LONG = '长'.repeat(20_000)
const parse = <S extends v.GenericSchema>(schema: S, input: unknown): Out<S> => v.parse(schema, input)
const refuses = (schema: v.GenericSchema, input: unknown) => expect(v.safeParse(schema, input).success).toBe(false)
const allNull = (row: object) => Object.fromEntries(Object.keys(row).map((k) => [k, null]))
/** What an API function resolves with. */
type Answered<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>

/** A row schema, a good row as yudao sends it, the id's field, a number field and a text field of that row. */
interface Family {
  row: v.GenericSchema
  good: Record<string, unknown>
  id?: string
  number: string
  text: string
}

const families: Record<string, Family> = {
  ConfigRow: {
    row: ConfigRow,
    good: {
      id: 1,
      category: 'biz',
      name: '主框架页-默认皮肤',
      key: 'sys.index.skin',
      value: 'skin-blue',
      type: 1,
      visible: true,
      remark: '',
      createTime: 1_700_000_000_000,
    },
    id: 'id',
    number: 'type',
    text: 'name',
  },
  DictDataRow: {
    row: DictDataRow,
    good: {
      id: 1,
      dictType: 'common_status',
      value: '0',
      label: '开启',
      colorType: 'primary',
      cssClass: '',
      sort: 1,
      status: 0,
      remark: null,
      createTime: 1,
    },
    id: 'id',
    number: 'sort',
    text: 'label',
  },
  DictTypeRow: {
    row: DictTypeRow,
    good: { id: 1, name: '系统状态', type: 'common_status', status: 0, remark: '', createTime: 1 },
    id: 'id',
    number: 'status',
    text: 'name',
  },
  DictTypeSimple: {
    row: DictTypeSimple,
    good: { id: 1, name: '系统状态', type: 'common_status' },
    id: 'id',
    number: 'id',
    text: 'name',
  },
  NotifyMessage: {
    row: NotifyMessage,
    good: {
      id: 1,
      userId: 1,
      templateNickname: '系统',
      templateCode: 'c',
      templateType: 2,
      templateContent: '<p>你好</p>',
      readStatus: false,
      readTime: null,
      createTime: 1,
    },
    id: 'id',
    number: 'templateType',
    text: 'templateContent',
  },
  SurveyRecord: {
    row: SurveyRecord,
    good: {
      id: 1,
      enterpriseName: '苏州云帆',
      industry: '智能制造',
      region: '工业园区',
      surveyDate: 1,
      findings: 'f',
      needs: '',
      attachments: ['a.jpg'],
      status: 1,
      staffId: 3,
      staffName: '张',
      planId: null,
      createTime: 1,
    },
    id: 'id',
    number: 'status',
    text: 'findings',
  },
  SurveyPlan: {
    row: SurveyPlan,
    good: {
      id: 1,
      enterpriseName: '苏州云帆',
      industry: '',
      region: '',
      planDate: 1,
      purpose: 'p',
      status: 0,
      staffId: 3,
      staffName: '张',
      recordId: null,
      createTime: 1,
    },
    id: 'id',
    number: 'status',
    text: 'purpose',
  },
  RecommendedEnterprise: {
    row: RecommendedEnterprise,
    good: {
      id: 1,
      name: '苏州云帆',
      industry: '智能制造',
      scale: '小型',
      region: '姑苏区',
      reason: 'r',
      planned: false,
    },
    id: 'id',
    number: 'id',
    text: 'reason',
  },
  SurveyStaff: { row: SurveyStaff, good: { id: 101, name: '王建国' }, id: 'id', number: 'id', text: 'name' },
  User: {
    row: User,
    good: { id: 1, nickname: '芋道', username: 'admin', avatar: '', deptId: 103 },
    id: 'id',
    number: 'deptId',
    text: 'nickname',
  },
  Menu: {
    row: Menu,
    good: {
      id: 1,
      parentId: 0,
      name: '系统管理',
      path: '/system',
      component: null,
      icon: 'system',
      visible: true,
      keepAlive: true,
      alwaysShow: true,
      children: [{ id: 2, parentId: 1, name: '字典', path: 'dict', component: 'system/dict/index' }],
    },
    id: 'id',
    number: 'parentId',
    text: 'name',
  },
  BpmModel: {
    row: BpmModel,
    good: {
      id: 'm1',
      key: 'leave',
      name: '请假',
      description: '',
      category: '1',
      formType: 10,
      formId: 1,
      createTime: 1,
      processDefinition: { id: 'leave:1:4', version: 1, suspensionState: 1, deploymentTime: 1 },
    },
    id: 'id',
    number: 'formType',
    text: 'name',
  },
  BpmForm: {
    row: BpmForm,
    good: { id: 1, name: '请假单', status: 0, fields: ['{"type":"input","field":"a","title":"A"}'], remark: '' },
    id: 'id',
    number: 'status',
    text: 'name',
  },
  BpmFormSimple: { row: BpmFormSimple, good: { id: 1, name: '请假单' }, id: 'id', number: 'id', text: 'name' },
  ProcessDefinition: {
    row: ProcessDefinition,
    good: {
      id: 'leave:1:4',
      key: 'leave',
      name: '请假',
      version: 1,
      formType: 10,
      formFields: [],
      suspensionState: 1,
      deploymentTime: 1,
    },
    id: 'id',
    number: 'version',
    text: 'name',
  },
  ProcessInstance: {
    row: ProcessInstance,
    good: {
      id: 'pi1',
      name: '请假',
      processDefinitionId: 'leave:1:4',
      status: 1,
      result: 1,
      startUser: { id: 1, nickname: '芋道' },
      formVariables: { day: 2 },
      createTime: 1,
      tasks: [{ id: 't1', name: '审批' }],
    },
    id: 'id',
    number: 'result',
    text: 'name',
  },
  BpmTask: {
    row: BpmTask,
    good: {
      id: 't1',
      name: '领导审批',
      definitionKey: 'approve',
      processInstanceId: 'pi1',
      processInstance: { id: 'pi1', name: '请假', startUser: { id: 1, nickname: '芋道' } },
      assigneeUser: { id: 1, nickname: '芋道' },
      result: 1,
      createTime: 1,
    },
    id: 'id',
    number: 'result',
    text: 'name',
  },
  OaLeave: {
    row: OaLeave,
    good: {
      id: 1,
      userId: 1,
      type: 1,
      reason: '回家',
      startTime: 1,
      endTime: 2,
      day: 1,
      result: 1,
      processInstanceId: 'pi1',
      createTime: 1,
    },
    id: 'id',
    number: 'type',
    text: 'reason',
  },
  PortalService: {
    row: PortalService,
    good: {
      id: 1,
      category: 'legal',
      title: '合同审查',
      provider: 'p',
      summary: 's',
      contact: 'c',
      phone: '0512',
      publishTime: 1,
    },
    id: 'id',
    number: 'id',
    text: 'title',
  },
  NewsItem: {
    row: NewsItem,
    good: { id: 1, type: 'policy', title: '政策', source: '市工信局', publishTime: 1 },
    id: 'id',
    number: 'id',
    text: 'title',
  },
  Provider: {
    row: Provider,
    good: { id: 1, name: '中心', category: 'technology', intro: 'i', serviceCount: 36, servedCount: 1280 },
    id: 'id',
    number: 'serviceCount',
    text: 'intro',
  },
  // Rows without an id of their own: the checks that need one are skipped.
  BpmActivity: {
    row: BpmActivity,
    good: { key: 'approve', type: 'userTask', startTime: 1, endTime: null, taskId: 't1' },
    number: '',
    text: 'key',
  },
  TaskAssignRule: {
    row: TaskAssignRule,
    good: { id: 1, modelId: 'm1', taskDefinitionKey: 'approve', taskDefinitionName: '审批', type: 30, options: [1, 2] },
    number: 'type',
    text: 'taskDefinitionName',
  },
  DictData: {
    row: DictData,
    good: { dictType: 'common_status', value: '0', label: '开启', colorType: '', cssClass: '' },
    number: '',
    text: 'label',
  },
}

describe.each(Object.entries(families))('%s', (_, { row, good, id, number, text }) => {
  it('a good row passes, unknown fields kept; a page of them too', () => {
    expect(parse(row, { ...good, extra: 'kept' })).toMatchObject({ extra: 'kept' })
    expect(parse(page(row), { list: [good, good], total: 2 }).list).toHaveLength(2)
  })

  it('null or a text where the row belongs is refused', () => {
    refuses(row, null)
    refuses(row, 'row')
    refuses(row, 42)
  })

  it('a page whose list is an object, null or missing is refused; so is data: null and data: {}', () => {
    refuses(page(row), { list: { 0: good }, total: 1 })
    refuses(page(row), { list: null, total: 0 })
    refuses(page(row), { total: 1 })
    refuses(page(row), null)
    refuses(page(row), {})
  })

  if (id)
    it('{}, an array and a row whose fields are all null are refused (no id), as is an object for the id', () => {
      refuses(row, {})
      refuses(row, [good])
      refuses(row, allNull(good))
      refuses(page(row), { list: [allNull(good)], total: 1 })
      refuses(row, { ...good, [id!]: { value: 1 } })
    })

  if (number)
    it('a non-numeric text where a number belongs is refused', () => {
      refuses(row, { ...good, [number]: 'abc' })
    })

  it('a 20,000-character text passes and stays whole', () => {
    expect((parse(row, { ...good, [text]: LONG }) as Record<string, unknown>)[text]).toBe(LONG)
  })
})

describe('defaults where a difference is harmless', () => {
  it('missing display texts are empty texts, missing lists empty lists', () => {
    const config = parse(ConfigRow, { id: '3', type: '2', visible: 'true', name: null })
    expect(config).toMatchObject({ id: 3, type: 2, visible: true, name: '', remark: '', category: '' })
    expect(parse(SurveyRecord, { id: 1, status: 0, attachments: null }).attachments).toEqual([])
    expect(parse(BpmForm, { id: 1, status: 0, fields: null }).fields).toEqual([])
    expect(parse(NotifyMessage, { id: 1, templateType: 1, readStatus: null }).readStatus).toBe(false)
    expect(parse(Menu, { id: 1 })).toMatchObject({ parentId: 0, name: '', path: '' })
  })

  it('statuses the app does not know are refused (a status tag and form need one of them)', () => {
    refuses(SurveyRecord, { ...families.SurveyRecord.good, status: 7 })
    refuses(SurveyPlan, { ...families.SurveyPlan.good, status: 9 })
    refuses(PortalService, { ...families.PortalService.good, category: 'unknown' })
    refuses(NewsItem, { ...families.NewsItem.good, type: 'blog' })
  })

  it('a menu tree is checked all the way down: a child whose children are an object is refused', () => {
    const tree = { id: 1, children: [{ id: 2, children: [{ id: 3, children: null }] }] }
    expect(parse(Menu, tree).children?.[0].children?.[0].id).toBe(3)
    refuses(Menu, { id: 1, children: [{ id: 2, children: { id: 3 } }] })
    refuses(Menu, { id: 1, children: [{ id: null }] })
  })
})

describe('the session', () => {
  const info = { user: { id: 1, nickname: '芋道' }, roles: ['super_admin'], permissions: ['*:*:*'], menus: [] }

  it('permission info: the user is needed; missing roles, permissions and menus are none', () => {
    expect(parse(PermissionInfo, { user: { id: '1' } })).toMatchObject({
      user: { id: 1, nickname: '', avatar: '' },
      roles: [],
      permissions: [],
      menus: [],
    })
    expect(parse(PermissionInfo, info).roles).toEqual(['super_admin'])
    for (const bad of [
      null,
      {},
      { ...info, user: null },
      { ...info, user: {} },
      { ...info, roles: {} },
      { ...info, menus: { list: [] } },
    ]) {
      refuses(PermissionInfo, bad)
    }
    expectTypeOf<Answered<typeof getPermissionInfo>>().toEqualTypeOf<PermissionInfo>()
    expectTypeOf<PermissionInfo['user']>().toEqualTypeOf<User>()
    expectTypeOf<PermissionInfo['menus']>().toEqualTypeOf<Menu[]>()
  })

  it('a token answer needs both tokens', () => {
    const good = { userId: 1, accessToken: 'a', refreshToken: 'r', expiresTime: 1 }
    expect(parse(TokenAnswer, good)).toEqual(good)
    for (const bad of [null, {}, allNull(good), { ...good, accessToken: '' }, { ...good, refreshToken: 5 }])
      refuses(TokenAnswer, bad)
    expectTypeOf<Answered<typeof portalLogin>>().toEqualTypeOf<TokenData>()
    expectTypeOf<TokenData['accessToken']>().toEqualTypeOf<string>()
  })

  it('the company: none is null; its texts default to empty', () => {
    expect(parse(CompanyAnswer, null)).toBeNull()
    expect(parse(CompanyAnswer, {})).toEqual({ companyName: '', uniScid: '' })
    refuses(CompanyAnswer, 'none')
    expectTypeOf<Answered<typeof getCompanyByUserId>>().toEqualTypeOf<Out<typeof CompanyAnswer>>()
  })
})

describe('figures and other objects without an id', () => {
  it('portal stats: missing figures are missing (shown as —); text for a number is refused', () => {
    expect(parse(PortalStats, {})).toEqual({})
    expect(parse(PortalStats, { providerCount: '12', serviceCount: null })).toEqual({
      providerCount: 12,
      serviceCount: null,
    })
    refuses(PortalStats, null)
    refuses(PortalStats, { demandCount: 'many' })
  })

  it('survey overview and summary: lists default to none; an object where a list belongs is refused', () => {
    refuses(SurveyOverview, {})
    expect(parse(SurveyOverview, { monthCount: '2', enterpriseCount: 1, openPlanCount: 0 })).toEqual({
      monthCount: 2,
      enterpriseCount: 1,
      openPlanCount: 0,
      recent: [],
    })
    expect(parse(SurveySummary, { total: '3' })).toEqual({ total: 3, byIndustry: [], byRegion: [], byStatus: [] })
    refuses(SurveyOverview, { recent: {} })
    refuses(SurveySummary, { byIndustry: { 智能制造: 3 } })
    refuses(SurveySummary, { byStatus: [{ status: 'x', count: 1 }] })
    const counts = { monthCount: 0, enterpriseCount: 0, openPlanCount: 0 }
    expect(parse(SurveyOverview, { ...counts, recent: [{ id: 1, kind: 'record', text: LONG, time: 1 }] }).recent[0].text).toBe(
      LONG,
    )
    expectTypeOf<Answered<typeof getOverview>>().toEqualTypeOf<SurveyOverview>()
    expectTypeOf<Answered<typeof getRecordSummary>['byStatus'][number]['status']>().toEqualTypeOf<0 | 1 | 2>()
  })

  it('OAuth2 authorize info: scopes need their key', () => {
    const good = { client: { name: '客户端', logo: '' }, scopes: [{ key: 'user.read', value: true }] }
    expect(parse(OAuth2AuthorizeInfo, good)).toEqual(good)
    expect(parse(OAuth2AuthorizeInfo, { client: {}, scopes: null })).toEqual({
      client: { name: '', logo: '' },
      scopes: [],
    })
    refuses(OAuth2AuthorizeInfo, { client: null, scopes: [] })
    refuses(OAuth2AuthorizeInfo, { client: {}, scopes: [{ key: null, value: true }] })
  })

  it('captcha replies: the reply code is needed; an error reply has no puzzle', () => {
    const puzzle = { originalImageBase64: 'AAA', jigsawImageBase64: 'BBB', token: 't', secretKey: 'k' }
    expect(parse(CaptchaPuzzleReply, { repCode: '0000', repMsg: null, repData: puzzle }).repData).toEqual(puzzle)
    expect(parse(CaptchaPuzzleReply, { repCode: '6111', repMsg: '验证码已失效', repData: null }).repData).toBeNull()
    expect(parse(CaptchaCheckReply, { repCode: '0000', repData: { result: true } }).repData?.result).toBe(true)
    refuses(CaptchaPuzzleReply, { code: 0, msg: '', data: null })
    refuses(CaptchaPuzzleReply, { repCode: '0000', repData: { ...puzzle, token: '' } })
    refuses(CaptchaPuzzleReply, null)
  })
})

describe('the answers of a few calls', () => {
  it('get-by-id answers null for an unknown id (yudao); the page says so', () => {
    expect(parse(v.nullish(ConfigRow, null), null)).toBeNull()
    expectTypeOf<Answered<typeof getConfig>>().toEqualTypeOf<ConfigRow | null>()
    expectTypeOf<Answered<typeof getProcessInstance>>().toEqualTypeOf<ProcessInstance | null>()
  })

  it('pages and lists are typed by their rows', () => {
    expectTypeOf<Answered<typeof getConfigPage>>().toEqualTypeOf<PageResult<ConfigRow>>()
    expectTypeOf<Answered<typeof getServicePage>['list'][number]['category']>().toEqualTypeOf<
      PortalService['category']
    >()
    expectTypeOf<Answered<typeof getDictDataByType>>().toEqualTypeOf<DictDataRow[]>()
    expectTypeOf<Answered<typeof listAllSimpleDictData>>().toEqualTypeOf<DictData[]>()
    expectTypeOf<Answered<typeof getUnreadNotifyMessageCount>>().toEqualTypeOf<number>()
    expectTypeOf<ConfigRow['id']>().toEqualTypeOf<number>()
    expectTypeOf<BpmModel['id']>().toEqualTypeOf<string>()
    expectTypeOf<SurveyRecord['attachments']>().toEqualTypeOf<string[]>()
  })
})
