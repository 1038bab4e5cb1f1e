/**
 * The server's menu tree (yudao AuthPermissionInfoRespVO.MenuVO). Top-level paths start with '/', children are
 * relative. Each entry may require a permission or one of some roles; `menusFor(user)` keeps what the user may see.
 */
import type { DemoUser } from '../session'
import { hasPermission } from '../session'

export interface MenuVO {
  id: number
  parentId: number
  name: string
  path: string
  component: string | null
  componentName: string | null
  icon: string
  visible: boolean
  keepAlive: boolean
  alwaysShow: boolean
  children: MenuVO[] | null
}

interface MenuSeed extends Omit<MenuVO, 'parentId' | 'children'> {
  /** Shown only with this permission (spec §6: `*:*:*` has them all). */
  permission?: string
  /** Shown only with one of these roles (or `admin`/`super_admin`). */
  roles?: string[]
  children?: MenuSeed[]
}

const m = (id: number, name: string, path: string, icon: string, more: Partial<MenuSeed> = {}): MenuSeed => ({
  id,
  name,
  path,
  icon,
  component: null,
  componentName: null,
  visible: true,
  keepAlive: false,
  alwaysShow: false,
  ...more,
})
const page = (component: string, componentName: string, more: Partial<MenuSeed> = {}): Partial<MenuSeed> => ({
  component,
  componentName,
  ...more,
})

const MENUS: MenuSeed[] = [
  m(1, '系统管理', '/system', 'ep:setting', {
    children: [
      m(105, '字典管理', 'dict', 'ep:collection', page('system/dict/index', 'SystemDictType', { keepAlive: true, permission: 'system:dict:query' })),
      // Names a page that does not exist, so the "page not found" view can be seen (admin only).
      m(199, '示例缺失页面', 'demo-missing', 'ep:warning', page('demo/missing/index', 'DemoMissing', { permission: 'system:demo:query' })),
    ],
  }),
  m(2, '基础设施', '/infra', 'ep:monitor', {
    children: [
      m(106, '配置管理', 'config', 'ep:edit', page('infra/config/index', 'InfraConfig', { keepAlive: true, permission: 'infra:config:query' })),
    ],
  }),
  m(1185, '工作流程', '/bpm', 'ep:guide', {
    children: [
      m(1186, '流程管理', 'manager', 'ep:management', {
        alwaysShow: true,
        children: [
          m(1187, '流程表单', 'form', 'ep:list', page('bpm/form/index', 'BpmForm', { permission: 'bpm:form:query' })),
          m(1193, '流程模型', 'model', 'ep:set-up', page('bpm/model/index', 'BpmModel', { permission: 'bpm:model:query' })),
          m(1194, '流程定义', 'definition', 'ep:document', page('bpm/definition/index', 'BpmProcessDefinition', { visible: false, permission: 'bpm:process-definition:query' })),
        ],
      }),
      m(1207, '任务管理', 'task', 'ep:tickets', {
        children: [
          m(1209, '我的流程', 'process-instance', 'ep:user', page('bpm/processInstance/index', 'BpmProcessInstance', { permission: 'bpm:process-instance:query' })),
          m(1210, '待办任务', 'todo', 'ep:alarm-clock', page('bpm/task/todo/index', 'BpmTodoTask', { permission: 'bpm:task:query' })),
          m(1211, '已办任务', 'done', 'ep:finished', page('bpm/task/done/index', 'BpmDoneTask', { permission: 'bpm:task:query' })),
        ],
      }),
      m(1200, 'OA 请假', 'oa/leave', 'ep:calendar', page('bpm/oa/leave/index', 'BpmOALeave', { permission: 'bpm:oa-leave:query' })),
    ],
  }),
  // spec §6: every signed-in user sees the survey entries except 全局调研 (survey_boss / admin).
  m(3000, '企业调研', '/survey', 'ep:data-analysis', {
    children: [
      m(3001, '首页', 'index', 'ep:house', page('survey/index', 'SurveyIndex')),
      m(3002, '推荐企业', 'recommend', 'ep:office-building', page('survey/recommend', 'SurveyRecommend')),
      m(3003, '全局调研', 'overAll', 'ep:data-board', page('survey/overAll', 'SurveyOverAll', { roles: ['survey_boss'] })),
      m(3004, '我的调研', 'myResearch', 'ep:document-checked', page('survey/myResearch', 'SurveyMyResearch')),
      m(3005, '计划调研', 'plan', 'ep:calendar', page('survey/plan', 'SurveyPlan')),
    ],
  }),
  m(3100, '消息中心', '/message', 'ep:message', {
    children: [m(3101, '我的站内信', 'my-message', 'ep:chat-dot-round', page('system/notify/my/index', 'SystemMyNotify'))],
  }),
  m(3200, '帮助文档', 'https://doc.iocoder.cn/', 'ep:link'),
]

const SUPER_ROLES = ['admin', 'super_admin']

const allowed = (user: DemoUser, seed: MenuSeed) =>
  (!seed.permission || hasPermission(user, seed.permission)) &&
  (!seed.roles || user.roles.some((r) => SUPER_ROLES.includes(r) || seed.roles!.includes(r)))

/** The menu tree this user sees; a directory left without children disappears. */
export function menusFor(user: DemoUser): MenuVO[] {
  const build = (seeds: MenuSeed[], parentId: number): MenuVO[] =>
    seeds.flatMap((s) => {
      if (!allowed(user, s)) return []
      const children = s.children ? build(s.children, s.id) : null
      if (children && !children.length) return []
      const { id, name, path, component, componentName, icon, visible, keepAlive, alwaysShow } = s
      return [{ id, parentId, name, path, component, componentName, icon, visible, keepAlive, alwaysShow, children }]
    })
  return build(MENUS, 0)
}
