/** Parameter configuration (yudao infra ConfigController): the 7 calls of spec §7. */
import { http } from 'msw'
import { table } from '../db'
import { crud } from '../crud'
import { api, eq, fail, inRange, like, missingField, ok, query, withUser, type Query } from '../util'

export interface Config {
  id: number
  category: string
  name: string
  key: string
  value: string
  /** infra_config_type: 1 built-in, 2 custom */
  type: number
  /** An invisible entry's value is never handed to the front end. */
  visible: boolean
  remark: string
  createTime: number
}

const BUILT_IN = 1
const CUSTOM = 2
const SEEDED_AT = new Date('2024-03-01T09:00:00+08:00').getTime()

type ConfigSeed = [
  category: string,
  name: string,
  key: string,
  value: string,
  type: number,
  visible: boolean,
  remark: string,
]
// One entry per line (yudao's infra_config seed plus two of the portal's own).
// prettier-ignore
const SEED: ConfigSeed[] = [
  ['ui', '主框架页-默认皮肤样式名称', 'sys.index.skinName', 'skin-blue', BUILT_IN, true, '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow'],
  ['biz', '用户管理-账号初始密码', 'yudao.user.init-password', '123456', BUILT_IN, false, '初始化密码 123456'],
  ['ui', '主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', BUILT_IN, true, '深色主题 theme-dark，浅色主题 theme-light'],
  ['biz', '账号自助-是否开启用户注册', 'sys.account.registerUser', 'false', BUILT_IN, true, '是否开启注册用户功能（true 开启，false 关闭）'],
  ['url', 'MySQL 监控的地址', 'url.druid', '', CUSTOM, true, ''],
  ['url', 'SkyWalking 监控的地址', 'url.skywalking', '', CUSTOM, true, ''],
  ['url', 'Spring Boot Admin 监控的地址', 'url.spring-boot-admin', '', CUSTOM, true, ''],
  ['url', 'API 接口文档的地址', 'url.swagger', '', CUSTOM, true, ''],
  ['url', '示例地址', 'url.demo', 'https://doc.iocoder.cn/', CUSTOM, true, '帮助文档'],
  ['biz', '门户-服务热线', 'portal.service.hotline', '0512-6868 1234', CUSTOM, true, '页脚展示的服务电话'],
  ['biz', '企业调研-每月计划调研数', 'survey.plan.monthly-limit', '20', CUSTOM, true, '每名调研员每月可计划的企业数'],
]

export const configs = table<Config>('infra_config', () =>
  SEED.map(([category, name, key, value, type, visible, remark], i) => ({
    category,
    name,
    key,
    value,
    type,
    visible,
    remark,
    createTime: SEEDED_AT + i * 3_600_000,
  })),
)

/** yudao ErrorCodeConstants (infra module) */
const E = {
  notExists: () => fail(1001000001, '参数配置不存在'),
  keyDuplicate: () => fail(1001000002, '参数配置 key 重复'),
  builtIn: () => fail(1001000003, '不能删除类型为系统内置的参数配置'),
  invisible: () => fail(1001000004, '获取参数配置失败，原因：不允许获取不可见配置'),
}

function filtered(q: Query): Config[] {
  return configs
    .list()
    .filter(
      (c) =>
        like(c.name, q.get('name')) &&
        like(c.key, q.get('key')) &&
        eq(c.type, q.get('type')) &&
        inRange(c.createTime, q.all('createTime')),
    )
}

/** Shared by create and update: the editable fields, or the error. The type never changes through the API. */
function validConfig(
  b: Partial<Config>,
  id?: number,
): Pick<Config, 'category' | 'name' | 'key' | 'value' | 'visible' | 'remark'> | Response {
  const missing = missingField(b, { category: '参数分类', name: '参数名称', key: '参数键名', value: '参数键值' })
  if (missing) return missing
  if (configs.find((c) => c.key === b.key && c.id !== id)) return E.keyDuplicate()
  return {
    category: String(b.category),
    name: String(b.name),
    key: String(b.key),
    value: String(b.value),
    visible: b.visible === undefined ? true : String(b.visible) === 'true',
    remark: String(b.remark ?? ''),
  }
}

export const handlers = [
  ...crud<Config>({
    table: configs,
    path: '/infra/config',
    permission: 'infra:config',
    filter: filtered,
    notFound: E.notExists,
    // yudao answers null (not an error) for an unknown id.
    get: {},
    create: (b) => {
      const config = validConfig(b)
      return config instanceof Response ? config : { ...config, type: CUSTOM, createTime: Date.now() }
    },
    update: (b, row) => validConfig(b, row.id),
    remove: { guard: (config) => (config.type === BUILT_IN ? E.builtIn() : undefined) },
    export: {
      filename: '参数配置.csv',
      header: ['参数配置序号', '参数分类', '参数名称', '参数键名', '参数键值', '系统内置', '是否可见', '备注'],
      row: (c) => [
        c.id,
        c.category,
        c.name,
        c.key,
        c.value,
        c.type === BUILT_IN ? '是' : '否',
        c.visible ? '是' : '否',
        c.remark,
      ],
    },
  }),
  http.get(
    api('/infra/config/get-value-by-key'),
    withUser(({ request }) => {
      const config = configs.find((c) => c.key === query(request).get('key'))
      if (!config) return ok(null)
      return config.visible ? ok(config.value) : E.invisible()
    }),
  ),
]
