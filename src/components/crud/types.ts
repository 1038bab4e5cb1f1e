import type { TableColumnType, TableProps } from 'antd'
import type { Key, ReactNode } from 'react'
import type { NavigateFunction } from 'react-router-dom'
import type { Download } from '../../api/http/client'
import type { PageParam, PageResult } from '../../api/types'
import type { Text } from '../../i18n'
import type { PagedList } from '../../hooks/usePagedList'
import type { FieldSchema } from './fields'

/** What a page's functions get: the list, the way to open the form, and the router. */
export interface ListContext<R, Q> {
  list: PagedList<Q, R>
  /** After a change: reload the list and run the page's `onChanged`. */
  changed(): void
  /** Opens the form: for `row`, loaded afresh from the server (not the possibly stale table row); without, a new one. */
  openForm(row?: R): void
  navigate: NavigateFunction
  /** The keys of the selected rows (with `selection`). */
  selected: Key[]
  /** Asks 系统提示 `content`, runs, says `success` and reloads (deploy, suspend …). A refusal keeps the list. */
  confirm(content: Text, run: () => Promise<unknown>, success: Text): void
}

/**
 * A column: antd's, plus `dict` (a DictTag of that type) or `date` (formatted, `day` without the time). The title is a
 * `Text` (`msg(…)` in a declaration), said in the current language when the list renders.
 */
export type ColumnDef<R> = Omit<TableColumnType<R>, 'title'> & {
  key: string
  title: Text
  dict?: string
  date?: 'time' | 'day'
}

export interface RowAction<R, Q> {
  /** A text, or one per row (`(row) => …`), said when shown. */
  label: Text | ((row: R) => Text)
  icon?: ReactNode | ((row: R) => ReactNode)
  danger?: boolean
  perms?: string[]
  /** Shown only for these rows. */
  when?(row: R): boolean
  onClick(row: R, ctx: ListContext<R, Q>): void
}

/** The create/edit dialog: one field list, the spec's titles, and the API calls. */
export interface FormDef<R, V = Partial<R>> {
  titles: { create: Text; edit: Text }
  /** The row button that opens the form (修改 unless said). */
  editLabel?: Text
  fields: FieldSchema[]
  /** The dialog's width in px (560 unless said). */
  width?: number
  /** What a new record starts with; a function gets the list's current search (a new entry of the type shown). */
  defaults: Partial<V> | ((query: never) => Partial<V>)
  /** Loads the record to edit afresh (GET …/get): the table's row may be stale. */
  load?(row: R): Promise<R | null>
  create(values: V): Promise<unknown>
  update(values: V): Promise<unknown>
  /** Server error codes that belong to one field: the server's message shows under it. */
  fieldErrors?: Record<number, string>
  /** Permissions of 新增 and 修改. */
  perms?: { create?: string[]; update?: string[] }
}

/**
 * A list page in one description: what it fetches, searches and shows, its row actions, form, delete and export.
 * Rendering, query state, §9 paging, the toolbar, confirmations and messages live in `ListView`.
 */
export interface ListPageDef<R extends object, Q> {
  /** The page's API function (stable: the function itself). */
  fetchPage(params: Q & PageParam): Promise<PageResult<R>>
  /** The search the page opens with, and what 重置 returns to. */
  initialQuery?: Q
  search?: FieldSchema[]
  /** Search form values → the API's query; default: empty fields left out, `createTime` as yudao's range. */
  toQuery?(values: Record<string, unknown>): Q
  /** The columns; a function when a cell acts on the list (a switch that asks and reloads). */
  columns: ColumnDef<R>[] | ((ctx: ListContext<R, Q>) => ColumnDef<R>[])
  /** The 显隐列 button of the toolbar. */
  columnToggle?: boolean
  /** Centre every column (the system pages, as yudao). */
  centered?: boolean
  rowKey?: keyof R & string
  /** Row buttons between 修改 and 删除. */
  rowActions?: RowAction<R, Q>[]
  actionsWidth?: number
  form?: FormDef<R>
  /** Overrides the 新增 button (label, where it leads); without `form` and `create` there is none. */
  create?: { label: Text; perms?: string[]; onClick?(ctx: ListContext<R, Q>): void }
  remove?: {
    perms?: string[]
    confirm(row: R): Text
    call(row: R): Promise<unknown>
    /** Why this row can't be deleted (the button is disabled and says so), or undefined. */
    refusal?(row: R): Text | undefined
  }
  export?: { perms?: string[]; confirm: Text; call(query: Q): Promise<Download> }
  /** More buttons of the action row (返回, 导入 …). */
  actions?(ctx: ListContext<R, Q>): ReactNode
  /** Checkboxes on the rows; `name` says which row a checkbox selects. */
  selection?: { name(row: R): Text; disabled?(row: R): boolean }
  /** After a save or delete (dictionaries to refresh …). */
  onChanged?(): void
  /** More of antd's Table props; not `className`, which would replace `list-table` (its sideways scroll, listTable.css). */
  table?: Omit<TableProps<R>, 'columns' | 'dataSource' | 'loading' | 'rowKey' | 'pagination' | 'className'>
  /** Shown under the search bar: what the search also drives (the survey summary). */
  header?(ctx: ListContext<R, Q>): ReactNode
  /** The page's own dialogs. */
  children?(ctx: ListContext<R, Q>): ReactNode
}
