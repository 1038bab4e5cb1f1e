/**
 * The session's answers (get-permission-info) and yudao's paging, as schemas (issue 22): each type is its schema's
 * output. The entrance loads these with the session store, so they stay few and small.
 */
import {
  entity,
  id,
  listOf,
  numOr,
  optBool,
  optNum,
  optText,
  page,
  text,
  texts,
  v,
  type Answer,
  type Out,
} from './http/schema'

/** yudao envelope, what every answer comes in (client.ts and instance.ts read it). A falsy code means success (spec §7:
 * default code 200). */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** yudao page query (what we send). */
export interface PageParam {
  pageNo: number
  pageSize: number
}
/** yudao's paged answer: `PageResult(Row)` checks it (a `list` array, `total` its length when missing). */
export const PageResult = page
export type PageResult<T> = Out<ReturnType<typeof page<Answer<T>>>>

const menuFields = {
  id,
  parentId: numOr(0),
  name: text,
  /** A route path, or an http(s) URL for an external link. */
  path: text,
  /** The yudao view path of the page (`system/dict/index`); none for a directory. */
  component: optText,
  componentName: optText,
  icon: optText,
  visible: optBool,
  keepAlive: optBool,
  alwaysShow: optBool,
}
/** A menu item from get-permission-info (spec §2.2); a directory holds its children. */
export type Menu = Out<v.LooseObjectSchema<typeof menuFields, undefined>> & { children?: Menu[] | null }
export const Menu: v.GenericSchema<unknown, Menu> = entity({
  ...menuFields,
  children: v.nullish(v.array(v.lazy(() => Menu))),
})

/** The logged-in user (spec §3). */
export const User = entity({
  id,
  nickname: text,
  username: text,
  userName: text,
  avatar: text,
  mobile: text,
  email: text,
  deptId: optNum,
})
export type User = Out<typeof User>

/** Without the user there is no session; missing roles, permissions or menus are empty ones. */
export const PermissionInfo = entity({
  user: User,
  roles: texts,
  permissions: texts,
  menus: listOf(Menu),
})
export type PermissionInfo = Out<typeof PermissionInfo>

/** A dictionary entry (list-all-simple); the value is a text even where the server sends a number. */
export const DictData = entity({
  dictType: text,
  value: text,
  label: text,
  colorType: text,
  cssClass: text,
})
export type DictData = Out<typeof DictData>
