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

/** A directory (or an external link when `path` is a URL). */
const dir = (id: number, name: string, path: string, icon: string, more: Partial<MenuSeed> = {}): MenuSeed => ({
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
/** A page: `component` is yudao's view path, which the client's page registry resolves. */
const page = (
  id: number,
  name: string,
  path: string,
  icon: string,
  component: string,
  componentName: string,
  more: Partial<MenuSeed> = {},
) => dir(id, name, path, icon, { component, componentName, ...more })

// One menu per line, indented like the tree.
// prettier-ignore
const MENUS: MenuSeed[] = [
  dir(1, '系统管理', '/system', 'ep:setting', { children: [
    page(105, '字典管理', 'dict', 'ep:collection', 'system/dict/index', 'SystemDictType', { keepAlive: true, permission: 'system:dict:query' }),
    page(107, '通知公告', 'notice', 'ep:message', 'system/notice/index', 'SystemNotice', { keepAlive: true, permission: 'system:notice:query' }),
    // Names a page that does not exist, so the "page not found" view can be seen (admin only).
    page(199, '示例缺失页面', 'demo-missing', 'ep:warning', 'demo/missing/index', 'DemoMissing', { permission: 'system:demo:query' }),
  ] }),
  dir(2, '基础设施', '/infra', 'ep:monitor', { children: [
    page(106, '配置管理', 'config', 'ep:edit', 'infra/config/index', 'InfraConfig', { keepAlive: true, permission: 'infra:config:query' }),
  ] }),
  dir(1185, '工作流程', '/bpm', 'ep:guide', { children: [
    dir(1186, '流程管理', 'manager', 'ep:management', { alwaysShow: true, children: [
      page(1187, '流程表单', 'form', 'ep:list', 'bpm/form/index', 'BpmForm', { permission: 'bpm:form:query' }),
      page(1193, '流程模型', 'model', 'ep:set-up', 'bpm/model/index', 'BpmModel', { permission: 'bpm:model:query' }),
      page(1194, '流程定义', 'definition', 'ep:document', 'bpm/definition/index', 'BpmProcessDefinition', { visible: false, permission: 'bpm:process-definition:query' }),
    ] }),
    dir(1207, '任务管理', 'task', 'ep:tickets', { children: [
      page(1209, '我的流程', 'process-instance', 'ep:user', 'bpm/processInstance/index', 'BpmProcessInstance', { permission: 'bpm:process-instance:query' }),
      page(1210, '待办任务', 'todo', 'ep:alarm-clock', 'bpm/task/todo/index', 'BpmTodoTask', { permission: 'bpm:task:query' }),
      page(1211, '已办任务', 'done', 'ep:finished', 'bpm/task/done/index', 'BpmDoneTask', { permission: 'bpm:task:query' }),
    ] }),
    page(1200, 'OA 请假', 'oa/leave', 'ep:calendar', 'bpm/oa/leave/index', 'BpmOALeave', { permission: 'bpm:oa-leave:query' }),
  ] }),
  // spec §6: every signed-in user sees the survey entries except 全局调研 (survey_boss / admin).
  dir(3000, '企业调研', '/survey', 'ep:data-analysis', { children: [
    page(3001, '首页', 'index', 'ep:house', 'survey/index', 'SurveyIndex'),
    page(3002, '推荐企业', 'recommend', 'ep:office-building', 'survey/recommend', 'SurveyRecommend'),
    page(3003, '全局调研', 'overAll', 'ep:data-board', 'survey/overAll', 'SurveyOverAll', { roles: ['survey_boss'] }),
    page(3004, '我的调研', 'myResearch', 'ep:document-checked', 'survey/myResearch', 'SurveyMyResearch'),
    page(3005, '计划调研', 'plan', 'ep:calendar', 'survey/plan', 'SurveyPlan'),
  ] }),
  dir(3100, '消息中心', '/message', 'ep:message', { children: [
    page(3101, '我的站内信', 'my-message', 'ep:chat-dot-round', 'system/notify/my/index', 'SystemMyNotify'),
  ] }),
  dir(3200, '帮助文档', 'https://doc.iocoder.cn/', 'ep:link'),
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
