/** The system module's simple lists (yudao `list-all-simple`): who can be chosen as an approver or in a rule. */
import { http } from '../http/client'
import { entity, id, listOf, num, optNum, text, type Out } from '../http/schema'

export const SimpleUser = entity({ id, nickname: text, deptId: optNum, deptName: text })
export type SimpleUser = Out<typeof SimpleUser>
/** Flat; `parentId` (0 at the top) makes the tree. */
export const SimpleDept = entity({ id, name: text, parentId: num, leaderUserId: optNum })
export type SimpleDept = Out<typeof SimpleDept>
export const SimpleNamed = entity({ id, name: text })
export type SimpleNamed = Out<typeof SimpleNamed>

/** GET /system/user/list-all-simple */
export const getSimpleUsers = () => http.get('/system/user/list-all-simple', listOf(SimpleUser))
/** GET /system/dept/list-all-simple */
export const getSimpleDepts = () => http.get('/system/dept/list-all-simple', listOf(SimpleDept))
/** GET /system/role/list-all-simple */
export const getSimpleRoles = () => http.get('/system/role/list-all-simple', listOf(SimpleNamed))
/** GET /system/post/list-all-simple */
export const getSimplePosts = () => http.get('/system/post/list-all-simple', listOf(SimpleNamed))
