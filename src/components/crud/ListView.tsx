import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Table, type TableColumnType } from 'antd'
import { useState, type Key, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { useListActions } from '../../hooks/useListActions'
import { prefetchFirstPage, usePagedList } from '../../hooks/usePagedList'
import { text } from '../../i18n'
import { useT, type Translator } from '../../i18n/react'
import { formatDateTime, formatDay } from '../../utils/format'
import { whenLoaded } from '../../utils/whenLoaded'
import { useAuth } from '../Auth'
import { DictTag } from '../DictTag'
import { HoverTooltip } from '../HoverTooltip'
import { LoadFailedBanner } from '../LoadFailed'
import { ListPage } from '../list/ListPage'
import { QueryForm } from '../list/QueryForm'
import { DEFAULT_PAGE, Pagination, RightToolbar, useColumnVisibility } from '../table'
import { zhRowSelection } from '../table/rowSelection'
import { withEllipsis } from './ellipsis'
import { EntityForm } from './EntityForm'
import { RowActionButton } from './RowActionButton'
import { SchemaFields } from './fields'
import { toQuery } from './toQuery'
import type { ColumnDef, ListContext, ListPageDef } from './types'
import './listTable.css'

/**
 * rc-table measures the scrollbar when it mounts, for a fixed header or a sticky one, which a list table has neither:
 * it adds a style sheet and an element, reads their layout and removes both — a style recalculation of the whole page
 * and a forced layout in the middle of the first commit, then renders the table once more with the size (issue 23).
 * `tailor` (rc-table's own switch, which antd's virtual table sets) skips it; it changes nothing else unless scroll.x
 * is a number, which list tables don't use.
 */
const NO_SCROLLBAR_MEASURE = { tailor: true } as object

/** The search a list page opens with. */
const initialQuery = <R extends object, Q>(def: ListPageDef<R, Q>) => def.initialQuery ?? ({} as Q)

/**
 * A page module's `prefetch` (router/types.ts) for a list page: its first page is asked for while the session's first
 * page is being prepared, and the list takes that answer when it mounts.
 */
export const prefetchList =
  <R extends object, Q>(def: ListPageDef<R, Q>) =>
  () =>
    prefetchFirstPage(def.fetchPage, initialQuery(def), DEFAULT_PAGE)

/** The list page of a `ListPageDef`. */
export function ListView<R extends object, Q>({ def }: { def: ListPageDef<R, Q> }) {
  const t = useT('common')
  const navigate = useNavigate()
  const [searchForm] = Form.useForm()
  const [showSearch, setShowSearch] = useState(true)
  const [editing, setEditing] = useState<{ row?: Partial<R> } | null>(null)
  const [selected, setSelected] = useState<Key[]>([])
  const list = usePagedList<Q, R>(def.fetchPage, initialQuery(def), DEFAULT_PAGE)
  const { confirmAction, confirmDelete, confirmExport, exporting } = useListActions()
  const allowed = useAllowed()

  const ctx: ListContext<R, Q> = {
    list,
    navigate,
    selected,
    changed: () => {
      setSelected([])
      void list.reload()
      def.onChanged?.()
    },
    openForm: (row) => {
      if (!row) return setEditing({})
      if (def.form?.load) whenLoaded(def.form.load(row), (fresh) => setEditing({ row: fresh }))
      else setEditing({ row })
    },
    confirm: (content, run, success) => confirmAction(content, run, success, ctx.changed),
  }

  const own = typeof def.columns === 'function' ? def.columns(ctx) : def.columns
  const columns = [...own.map((c) => withEllipsis(column(c, def.centered))), ...actionsColumn(def, ctx, confirmDelete, allowed, t)]
  const visibility = useColumnVisibility(columns)
  const form = def.form
  const create = def.create ?? (form && { label: t('add'), perms: form.perms?.create })
  const search = (values: Record<string, unknown>) => list.search((def.toQuery ?? toQuery)(values) as Q)

  return (
    <ListPage
      search={
        <>
          {def.search?.length ? (
            <QueryForm form={searchForm} hidden={!showSearch} initialValues={def.initialQuery ?? {}} onSearch={search}>
              <SchemaFields fields={def.search} mode="search" />
            </QueryForm>
          ) : null}
          {def.header?.(ctx)}
        </>
      }
      actions={
        <>
          {create && allowed(create.perms) && (
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined />}
              onClick={() => (def.create?.onClick ? def.create.onClick(ctx) : ctx.openForm())}
            >
              {text(create.label)}
            </Button>
          )}
          {def.export && allowed(def.export.perms) && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => confirmExport(def.export!.confirm, () => def.export!.call(list.query))}
            >
              {t('export')}
            </Button>
          )}
          {def.actions?.(ctx)}
        </>
      }
      toolbar={
        <RightToolbar
          showSearch={def.search?.length ? showSearch : undefined}
          onShowSearchChange={def.search?.length ? setShowSearch : undefined}
          onRefresh={list.reload}
          columns={def.columnToggle ? visibility : undefined}
        />
      }
      pagination={
        <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.paginate} />
      }
    >
      {list.error && <LoadFailedBanner error={list.error} onRetry={() => void list.reload()} />}
      <Table<R>
        rowKey={def.rowKey ?? ('id' as keyof R & string)}
        size="middle"
        loading={list.loading}
        columns={visibility.visibleColumns}
        dataSource={list.list}
        pagination={false}
        // Scrolls sideways and keeps 操作 in view by CSS alone (listTable.css, issue 23): antd's scroll.x and `fixed`
        // measure every column after the first render and render the table again with the widths (≈ 10–15 ms).
        className="list-table"
        tableLayout="auto"
        {...NO_SCROLLBAR_MEASURE}
        rowSelection={
          def.selection &&
          zhRowSelection<R>(
            {
              selectedRowKeys: selected,
              onChange: setSelected,
              getCheckboxProps: (row) => ({ disabled: def.selection!.disabled?.(row) }),
            },
            (row) => text(def.selection!.name(row)),
          )
        }
        {...def.table}
      />
      {form && (
        <EntityForm
          form={form}
          query={list.query}
          open={editing !== null}
          row={editing?.row}
          onClose={() => setEditing(null)}
          onSaved={ctx.changed}
        />
      )}
      {def.children?.(ctx)}
    </ListPage>
  )
}

/**
 * Whether the user may use a button that needs `perms` (any of them, spec §6); everyone may when it names none. One
 * check per render for the whole table, not an <Auth> per button of every row (issue 23).
 */
function useAllowed() {
  const { hasPermi } = useAuth()
  return (perms?: string[]) => !perms?.length || hasPermi(perms)
}

function column<R>({ dict, date, title, ...c }: ColumnDef<R>, centered?: boolean): TableColumnType<R> {
  const dataIndex = c.dataIndex ?? c.key
  const render: TableColumnType<R>['render'] = dict
    ? (value) => <DictTag type={dict} value={value as never} />
    : date
      ? (value) => (date === 'day' ? formatDay : formatDateTime)(value as number)
      : c.render
  return { align: centered ? 'center' : undefined, ...c, title: text(title), dataIndex, render }
}

/** The 操作 column's cells, kept at the table's right edge while it scrolls (listTable.css). */
const ACTIONS_CELL = 'list-actions-cell'

/** The 操作 column: 修改, the page's own buttons, 删除. None when the page has no row action. */
function actionsColumn<R extends object, Q>(
  def: ListPageDef<R, Q>,
  ctx: ListContext<R, Q>,
  confirmDelete: ReturnType<typeof useListActions>['confirmDelete'],
  allowed: (perms?: string[]) => boolean,
  t: Translator<'common'>,
): TableColumnType<R>[] {
  const { form, remove, rowActions = [] } = def
  if (!form && !remove && !rowActions.length) return []
  const edit = form && allowed(form.perms?.update)
  const removable = remove && allowed(remove.perms)
  const button = (
    key: string,
    label: ReactNode,
    onClick: () => void,
    extra: { icon?: ReactNode; danger?: boolean } = {},
  ) => <RowActionButton key={key} label={label} onClick={onClick} {...extra} />
  return [
    {
      key: 'actions',
      title: t('actions'),
      align: def.centered ? 'center' : undefined,
      className: ACTIONS_CELL,
      width: def.actionsWidth ?? 160,
      // A row is rendered again with every list answer: its cell is plain elements around the buttons (listTable.css),
      // not antd's Space and an <Auth> per button — ≈ 8 % of a reload's render at 4× CPU (issue 23).
      render: (_, row) => {
        const refused = removable ? remove.refusal?.(row) : undefined
        const refusal = refused === undefined ? undefined : text(refused)
        return (
          <div className="list-row-actions">
            {edit && button('edit', form.editLabel ? text(form.editLabel) : t('edit'), () => ctx.openForm(row), { icon: <EditOutlined /> })}
            {rowActions.map(
              (a, i) =>
                (a.when?.(row) ?? true) &&
                allowed(a.perms) &&
                button(String(i), typeof a.label === 'string' ? a.label : text(a.label(row)), () => a.onClick(row, ctx), {
                  icon: typeof a.icon === 'function' ? a.icon(row) : a.icon,
                  danger: a.danger,
                }),
            )}
            {removable &&
              (refusal ? (
                // No pointless confirm for a delete the server refuses: say why instead.
                <HoverTooltip title={refusal}>
                  <Button
                    type="link"
                    size="small"
                    danger
                    disabled
                    icon={<DeleteOutlined />}
                    aria-label={t('deleteRefused', { reason: refusal })}
                  >
                    {t('delete')}
                  </Button>
                </HoverTooltip>
              ) : (
                button('delete', t('delete'), () => confirmDelete(remove.confirm(row), () => remove.call(row), ctx.changed), {
                  icon: <DeleteOutlined />,
                  danger: true,
                })
              ))}
          </div>
        )
      },
    },
  ]
}
