/**
 * The demo's organisation (yudao system module): departments in a tree with their leaders, roles, posts, and BPM user
 * groups. Users are the demo accounts (session.ts); their roles are the role codes they carry, their posts are here.
 * The BPM engine resolves assignment rules against `directory()`; handlers/org.ts serves the simple lists.
 */
import type { Directory } from './bpm/assignment'
import { users } from './session'

export interface Dept {
  id: number
  name: string
  parentId: number
  sort: number
  leaderUserId?: number
}
// prettier-ignore
export const DEPTS: Dept[] = [
  { id: 100, name: '总部', parentId: 0, sort: 0, leaderUserId: 1 },
  { id: 103, name: '研发部', parentId: 100, sort: 1, leaderUserId: 5 },
  { id: 107, name: '测试组', parentId: 103, sort: 1, leaderUserId: 8 },
  { id: 104, name: '市场部', parentId: 100, sort: 2 }, // no leader yet: a 部门的负责人 rule on it finds nobody
  { id: 105, name: '财务部', parentId: 100, sort: 3, leaderUserId: 6 },
  { id: 106, name: '人事部', parentId: 100, sort: 4, leaderUserId: 7 },
  { id: 200, name: '企业用户', parentId: 0, sort: 9 },
]

/** yudao system_role; `code` is what a user's `roles` hold. */
// prettier-ignore
export const ROLES = [
  { id: 1, name: '超级管理员', code: 'super_admin' },
  { id: 2, name: '普通角色', code: 'common' },
  { id: 3, name: '调研负责人', code: 'survey_boss' },
  { id: 4, name: '企业用户', code: 'PORTAL_COMPANY' },
]

/** yudao system_post and which users hold each (system_user_post). */
// prettier-ignore
export const POSTS = [
  { id: 1, name: '董事长', code: 'ceo', userIds: [1] },
  { id: 2, name: '项目经理', code: 'se', userIds: [5] },
  { id: 3, name: '人力资源', code: 'hr', userIds: [7] },
  { id: 4, name: '普通员工', code: 'user', userIds: [3, 6, 8] },
]

/** yudao bpm_user_group (status 0 = enabled). */
// prettier-ignore
export const USER_GROUPS = [
  { id: 1, name: '财务审批组', description: '采购与报销的财务复核', memberUserIds: [6], status: 0 },
  { id: 2, name: '技术评审组', description: '技术方案评审', memberUserIds: [5, 8], status: 0 },
]

export const deptName = (id: number | undefined) => DEPTS.find((d) => d.id === id)?.name ?? ''

/** Who is who, for the BPM engine's assignment rules. */
export const directory = (): Directory => ({
  users: users.list().map((u) => ({
    id: u.id,
    deptId: u.deptId,
    roleIds: ROLES.filter((r) => u.roles.includes(r.code)).map((r) => r.id),
    postIds: POSTS.filter((p) => p.userIds.includes(u.id)).map((p) => p.id),
  })),
  depts: DEPTS.map(({ id, parentId, leaderUserId }) => ({ id, parentId, leaderUserId })),
  groups: USER_GROUPS.filter((g) => g.status === 0).map(({ id, memberUserIds }) => ({ id, memberUserIds })),
})
