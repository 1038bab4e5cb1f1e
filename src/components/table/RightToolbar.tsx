import { ReloadOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons'
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd'
import { useMemo, useState, type Key, type ReactElement } from 'react'
import { useLanguage } from '../../i18n/react'
import { useT } from '../../i18n/react'
import { useFirstPaintDone } from '../firstPaint'

/** A column the toolbar can show or hide. */
export interface ToolbarColumn {
  key: string
  title: string
  visible: boolean
}

/** Column visibility state from `useColumnVisibility`: the toolbar's list, the table's columns, and the setter. */
export interface ColumnVisibility<C = unknown> {
  items: ToolbarColumn[]
  visibleColumns: C[]
  setVisible(key: string, visible: boolean): void
}

export interface RightToolbarProps {
  /** Whether the page's search form is shown; with onShowSearchChange it adds the 隐藏搜索/显示搜索 button. */
  showSearch?: boolean
  onShowSearchChange?(show: boolean): void
  /** Reloads the table (刷新 button). */
  onRefresh?(): void
  /** From `useColumnVisibility(columns)`: adds the 显隐列 button. */
  columns?: ColumnVisibility
}

/**
 * The table toolbar's right side (spec §2.3): search show/hide, refresh and column show/hide, as in yudao's
 * `right-toolbar`. Each button appears only when its props are given.
 *   const visibility = useColumnVisibility(columns)
 *   <RightToolbar showSearch={show} onShowSearchChange={setShow} onRefresh={reload} columns={visibility} />
 *   <Table columns={visibility.visibleColumns} … />
 */
export function RightToolbar({ showSearch, onShowSearchChange, onRefresh, columns }: RightToolbarProps) {
  const t = useT('common')
  // The buttons render at once; their tips and the columns' popover right after a start-up's first paint (issue 51:
  // an antd Tooltip is a trigger and its hooks, rendered for a tip nobody can have asked for yet).
  const painted = useFirstPaintDone()
  const tip = (title: string, button: ReactElement) => (painted ? <Tooltip title={title}>{button}</Tooltip> : button)
  // A press on 显隐列 before that paint brings the popover at once, open: nothing the user does is lost.
  const [columnsOpen, setColumnsOpen] = useState(false)
  const columnsReady = painted || columnsOpen
  const columnsButton = tip(
    t('columnToggle'),
    <Button
      shape="circle"
      aria-label={t('columnToggle')}
      icon={<TableOutlined />}
      onClick={columnsReady ? undefined : () => setColumnsOpen(true)}
    />,
  )
  return (
    <Space size={8} className="right-toolbar">
      {onShowSearchChange &&
        tip(
          showSearch ? t('hideSearch') : t('showSearch'),
          <Button shape="circle" aria-label={showSearch ? t('hideSearch') : t('showSearch')} icon={<SearchOutlined />} onClick={() => onShowSearchChange(!showSearch)} />,
        )}
      {onRefresh && tip(t('refresh'), <Button shape="circle" aria-label={t('refresh')} icon={<ReloadOutlined />} onClick={onRefresh} />)}
      {columns &&
        (columnsReady ? (
          <Popover
            trigger="click"
            open={columnsOpen}
            onOpenChange={setColumnsOpen}
            placement="bottomRight"
            title={t('showHide')}
            content={
              <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }} data-testid="column-visibility">
                {columns.items.map((c) => (
                  <Checkbox key={c.key} checked={c.visible} onChange={(e) => columns.setVisible(c.key, e.target.checked)}>
                    {c.title}
                  </Checkbox>
                ))}
              </div>
            }
          >
            {columnsButton}
          </Popover>
        ) : (
          columnsButton
        ))}
    </Space>
  )
}

/** A column's title as text: a string, or a `Text` message (`msg(…)`, a function of no argument) said now. */
const titleOf = (title: unknown): string | undefined =>
  typeof title === 'string' ? title : typeof title === 'function' && title.length === 0 ? String((title as () => unknown)()) : undefined

/**
 * Column show/hide for an antd table. Columns are told apart by `key` (else `dataIndex`); columns with neither
 * (selection, actions without a key) always show. Titles that aren't text (or a `msg(…)`) are listed by their key.
 */
export function useColumnVisibility<C extends { key?: Key; dataIndex?: unknown; title?: unknown }>(columns: C[]): ColumnVisibility<C> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set())
  const language = useLanguage() // titles given as msg(…) are said again after a switch
  return useMemo(() => {
    const idOf = (c: C) => (c.key !== undefined ? String(c.key) : typeof c.dataIndex === 'string' ? c.dataIndex : undefined)
    const items = columns.flatMap((c) => {
      const key = idOf(c)
      return key === undefined ? [] : [{ key, title: titleOf(c.title) ?? key, visible: !hidden.has(key) }]
    })
    return {
      items,
      visibleColumns: columns.filter((c) => {
        const key = idOf(c)
        return key === undefined || !hidden.has(key)
      }),
      setVisible: (key, visible) =>
        setHidden((prev) => {
          const next = new Set(prev)
          if (visible) next.delete(key)
          else next.add(key)
          return next
        }),
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `language`: titles given as msg(…) read it
  }, [columns, hidden, language])
}
