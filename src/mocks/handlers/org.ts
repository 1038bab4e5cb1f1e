/**
 * The system module's simple lists the approval dialogs need (yudao `list-all-simple`): users with their department,
 * departments (a flat list the client builds into a tree by parentId, with each leader), roles, posts, and BPM user
 * groups. The data is ../org.ts and the demo accounts.
 */
import { http } from 'msw'
import { DEPTS, POSTS, ROLES, USER_GROUPS, deptName } from '../org'
import { users } from '../session'
import { api, ok, withUser } from '../util'

const ENABLED = 0 // common_status

export const handlers = [
  http.get(
    api('/system/user/list-all-simple'),
    withUser(() =>
      ok(users.list().map((u) => ({ id: u.id, nickname: u.nickname, deptId: u.deptId, deptName: deptName(u.deptId) }))),
    ),
  ),
  http.get(
    api('/system/dept/list-all-simple'),
    withUser(() =>
      ok(
        [...DEPTS]
          .sort((a, b) => a.sort - b.sort)
          .map(({ id, name, parentId, leaderUserId }) => ({ id, name, parentId, leaderUserId, status: ENABLED })),
      ),
    ),
  ),
  http.get(
    api('/system/role/list-all-simple'),
    withUser(() => ok(ROLES.map(({ id, name, code }) => ({ id, name, code })))),
  ),
  http.get(
    api('/system/post/list-all-simple'),
    withUser(() => ok(POSTS.map(({ id, name, code }) => ({ id, name, code })))),
  ),
  http.get(
    api('/bpm/user-group/list-all-simple'),
    withUser(() => ok(USER_GROUPS.filter((g) => g.status === ENABLED).map(({ id, name }) => ({ id, name })))),
  ),
]
