/** yudao page query and result. */
export interface PageParam {
  pageNo: number
  pageSize: number
}
export interface PageResult<T> {
  list: T[]
  total: number
}

/** A menu item from get-permission-info (spec §2.2). */
export interface Menu {
  id: number
  parentId: number
  name: string
  path: string
  component?: string | null
  componentName?: string | null
  icon?: string | null
  visible?: boolean
  keepAlive?: boolean
  alwaysShow?: boolean
  children?: Menu[] | null
}

/** The logged-in user (spec §3). */
export interface User {
  id: number
  nickname: string
  username?: string
  userName?: string
  avatar?: string
  mobile?: string
  email?: string
  deptId?: number
}

export interface PermissionInfo {
  user: User
  roles: string[]
  permissions: string[]
  menus: Menu[]
}

export interface DictData {
  dictType: string
  value: string
  label: string
  colorType?: string
  cssClass?: string
}
