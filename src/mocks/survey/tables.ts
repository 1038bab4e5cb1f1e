/** The survey area's tables (records, plans, recommendations) and their seeded history; handlers/survey.ts serves them. */
import type { PlanStatus, SurveyStatus } from '../../api/survey'
import { table } from '../db'
import { users, type DemoUser } from '../session'

const DAY = 86_400_000
const BOSS_ROLES = ['survey_boss', 'admin', 'super_admin']
export const isBoss = (user: DemoUser) => user.roles.some((r) => BOSS_ROLES.includes(r))

/** Field staff who are not demo accounts (the seeded history needs more than one person). */
const OTHER_STAFF = [
  { id: 101, name: '王建国' },
  { id: 102, name: '刘芳' },
]
/**
 * The demo server's own rows, exact as it stores and sends them (the app's types are what its schemas make of an
 * answer: lenient, with unknown fields kept).
 */
export interface SurveyRecord {
  id: number
  enterpriseName: string
  industry: string
  region: string
  surveyDate: number
  findings: string
  needs: string
  attachments: string[]
  status: SurveyStatus
  staffId: number
  staffName: string
  planId: number | null
  createTime: number
}
interface SurveyPlan {
  id: number
  enterpriseName: string
  industry: string
  region: string
  planDate: number
  purpose: string
  status: PlanStatus
  staffId: number
  staffName: string
  recordId: number | null
  cancelReason?: string
  createTime: number
}
interface Recommendation {
  id: number
  name: string
  industry: string
  scale: string
  region: string
  reason: string
}

export const staffName = (id: number) => OTHER_STAFF.find((s) => s.id === id)?.name ?? users.get(id)?.nickname ?? `用户${id}`

type Seed = [name: string, industry: string, region: string, scale: string]
const ENTERPRISES: Seed[] = [
  ['苏州云帆智能科技有限公司', '智能制造', '工业园区', '小型'],
  ['苏州禾润生物医药有限公司', '生物医药', '工业园区', '小型'],
  ['苏州精工精密模具有限公司', '智能制造', '吴中区', '中型'],
  ['苏州锦绣丝绸文化创意有限公司', '文化创意', '姑苏区', '微型'],
  ['苏州华芯微电子有限公司', '电子信息', '虎丘区', '小型'],
  ['苏州绿源新材料科技有限公司', '新材料', '相城区', '小型'],
  ['苏州通达冷链物流有限公司', '商贸物流', '相城区', '中型'],
  ['吴江恒丰纺织有限公司', '新材料', '吴江区', '中型'],
  ['苏州数智云软件有限公司', '现代服务', '姑苏区', '微型'],
  ['苏州太湖生态农业发展有限公司', '现代农业', '吴中区', '小型'],
  ['苏州博远检测技术有限公司', '现代服务', '虎丘区', '小型'],
  ['苏州启明光电科技有限公司', '电子信息', '吴江区', '小型'],
  ['苏州德尔机器人有限公司', '智能制造', '相城区', '小型'],
  ['苏州康宁医疗器械有限公司', '生物医药', '吴中区', '微型'],
]
const FINDINGS = [
  ['订单同比增长约 20%，产能接近饱和，计划新增一条自动化产线。', '希望对接技改补贴和设备融资租赁。'],
  ['研发团队 15 人，拥有发明专利 4 项，正准备申报高新技术企业。', '需要高企认定辅导和研发费用加计扣除培训。'],
  ['受原材料涨价影响，毛利下降明显，流动资金偏紧。', '希望获得低息流动资金贷款，了解政策性担保。'],
  ['招工难，熟练技工缺口约 30 人。', '希望对接职业院校开展订单式培养，申请稳岗补贴。'],
  ['正在推进 ERP 上线，数据孤岛问题突出。', '需要数字化转型诊断和上云补贴政策指导。'],
  ['出口占比 60%，关注汇率波动与海外认证。', '需要出口信用保险和 CE 认证咨询。'],
]

export const records = table<SurveyRecord>(
  'survey_records',
  () => {
    const now = Date.now()
    const staff = [1, 3, 101, 102]
    return Array.from({ length: 22 }, (_, i) => {
      const [enterpriseName, industry, region] = ENTERPRISES[(i * 5) % ENTERPRISES.length]
      const [findings, needs] = FINDINGS[i % FINDINGS.length]
      const staffId = staff[i % staff.length]
      const surveyDate = now - (i * 4 + 1) * DAY
      return {
        enterpriseName,
        industry,
        region,
        surveyDate,
        findings,
        needs,
        attachments: i % 3 === 0 ? ['走访照片.jpg', '企业需求登记表.docx'] : [],
        status: (i % 3) as SurveyStatus,
        staffId,
        staffName: staffName(staffId),
        planId: null,
        createTime: surveyDate + 3_600_000,
      }
    })
  },
  { version: 1 },
)

export const plans = table<SurveyPlan>('survey_plans', () => {
  const now = Date.now()
  const seeds: [number, number, number, string][] = [
    // enterprise index, staff id, days from now, purpose
    [4, 1, 2, '了解芯片封测产线投产进度及人才需求'],
    [12, 1, 5, '机器人产品首台套认定政策宣讲'],
    [5, 3, 1, '新材料中试基地建设用地需求核实'],
    [9, 3, 6, '农产品电商销售渠道拓展调研'],
    [6, 101, 3, '冷链物流园区用电扩容问题跟进'],
    [1, 102, 4, '创新药临床试验资金缺口了解'],
  ]
  return seeds.map(([e, staffId, days, purpose]) => {
    const [enterpriseName, industry, region] = ENTERPRISES[e]
    return {
      enterpriseName,
      industry,
      region,
      planDate: now + days * DAY,
      purpose,
      status: 0 as const,
      staffId,
      staffName: staffName(staffId),
      recordId: null,
      createTime: now - DAY,
    }
  })
})

const REASONS = [
  '近三个月用电量增长 35%，扩产迹象明显，可能有融资和用工需求。',
  '新获评创新型中小企业，具备申报专精特新的潜力。',
  '纳税信用 A 级但从未享受过惠企政策，需要政策精准推送。',
  '上年度营收下滑超过 20%，需要了解经营困难。',
  '所在行业列入市重点产业链，属补链强链重点企业。',
  '近期发生劳动纠纷投诉，需要上门了解用工情况。',
]
export const recommendations = table<Recommendation>('survey_recommendations', () =>
  ENTERPRISES.slice(2).map(([name, industry, region, scale], i) => ({ name, industry, region, scale, reason: REASONS[i % REASONS.length] })),
)
