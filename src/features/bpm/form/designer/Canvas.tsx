/**
 * The canvas: the form's rules as the form will show them, each a drop target and draggable by its handle, layouts
 * holding their own slots. Items are memoised on their rule (the tree shares untouched rules), so a drag step, a
 * selection or an edit re-renders only what changed.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core'
import { Button, Tooltip } from 'antd'
import { CopyOutlined, DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons'
import { Component, createContext, memo, useContext, useId, useMemo, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { text } from '../../../../i18n'
import { useT } from '../../../../i18n/react'
import { UNREADABLE } from '../parse'
import { kindOf } from '../registry'
import type { FcRule } from '../types'
import { isContainer, slotId } from './dnd'
import { ControlBadges } from './ControlBadges'
import type { FieldProblem } from './fieldNames'
import { keyOf, ruleChildren } from './tree'

export interface CanvasActions {
  select: (key: string) => void
  copy: (key: string) => void
  remove: (key: string) => void
  addPart: (key: string) => void
}
export const CanvasActionsContext = createContext<CanvasActions>({ select() {}, copy() {}, remove() {}, addPart() {} })

/** What a rule is called on the canvas and to screen readers: its title, else its kind's name, else its type. */
export function ruleName(rule: FcRule): string {
  if (typeof rule.title === 'string' && rule.title.trim()) return rule.title
  const kind = kindOf(rule.type)
  if (!kind) return rule.type
  const label = rule.props?.label ?? rule.props?.title ?? rule.props?.header
  return typeof label === 'string' && label.trim() ? label : text(kind.label)
}

interface ListProps {
  rules: readonly FcRule[]
  selectedKey?: string
  problems: ReadonlyMap<string, FieldProblem>
  horizontal?: boolean
}

/** A list of items inside a slot (the canvas, a column, a card …). */
const ItemList = memo(function ItemList({ rules, selectedKey, problems }: ListProps) {
  return rules.map((rule) => {
    const key = keyOf(rule)
    const container = isContainer(rule)
    return (
      <CanvasItem
        key={key}
        rule={rule}
        selected={selectedKey === key}
        // a layout re-renders on a selection or a problem inside it; a field only on its own
        selectedKey={container ? selectedKey : undefined}
        problems={container ? problems : undefined}
        problem={problems.get(key)}
      />
    )
  })
})

/** Where rules are dropped into a layout (or the canvas): its rules, or a hint while it is empty. */
export function Slot({ owner, children, className, empty }: { owner?: string; children: ReactNode; className?: string; empty: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: slotId(owner), data: { owner } })
  return (
    <div ref={setNodeRef} className={`fd-slot ${className ?? ''}`}>
      {children}
      {empty}
    </div>
  )
}

interface ItemProps {
  rule: FcRule
  selected: boolean
  selectedKey?: string
  problem?: FieldProblem
  problems?: ReadonlyMap<string, FieldProblem>
}

/**
 * One rule on the canvas. dnd-kit re-renders every draggable and droppable when a drag starts or ends (and whenever its
 * `over` changes, which dnd.ts keeps from happening mid-drag); this part takes that (its hooks, its box) and leaves the
 * content, memoised, alone: 100 small boxes re-render, not 100 controls.
 */
const CanvasItem = memo(function CanvasItem(props: ItemProps) {
  const { rule, selected, problem } = props
  const actions = useContext(CanvasActionsContext)
  const key = keyOf(rule)
  const kind = kindOf(rule.type)
  const labelId = useId()
  const t = useT('formDesigner')
  // dnd-kit's own role description is English ("draggable"): say it in the interface's language
  const drag = useDraggable({ id: key, data: { from: 'canvas', key }, attributes: { roleDescription: t('draggable') } })
  const drop = useDroppable({ id: key })
  const { setActivatorNodeRef, attributes, listeners } = drag
  const handle = useMemo(() => ({ ref: setActivatorNodeRef, ...attributes, ...listeners }), [setActivatorNodeRef, attributes, listeners])
  const span = rule.type.toLowerCase() === 'col' || rule.type.toLowerCase() === 'elcol' ? Number(rule.props?.span ?? 24) : undefined
  const colSpan = typeof rule.col?.span === 'number' ? rule.col.span : undefined
  const width = span ?? colSpan
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node)
        drop.setNodeRef(node)
      }}
      className={`fd-item${selected ? ' fd-item-selected' : ''}${drag.isDragging ? ' fd-item-dragging' : ''}${problem ? ' fd-item-problem' : ''}${kind?.container ? ' fd-item-layout' : ''}`}
      style={width && width < 24 ? { flexBasis: `calc(${(width / 24) * 100}% - 8px)` } : undefined}
      role="group"
      aria-labelledby={labelId}
      onClick={(e) => {
        e.stopPropagation()
        actions.select(key)
      }}
    >
      <ItemContent {...props} handle={handle} labelId={labelId} />
    </div>
  )
})

type HandleProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref: (node: HTMLElement | null) => void }

const ItemContent = memo(function ItemContent({ rule, selected, selectedKey, problem, problems, handle, labelId }: ItemProps & { handle: HandleProps; labelId: string }) {
  const t = useT('formDesigner')
  const actions = useContext(CanvasActionsContext)
  const key = keyOf(rule)
  const kind = kindOf(rule.type)
  const name = ruleName(rule)
  const kindTag = kind ? text(kind.label) : rule.type
  const partType = kind?.container?.childType
  return (
    <>
      <div className="fd-item-bar">
        <button type="button" className="fd-handle" {...handle} aria-label={t('moveHandle', { name })}>
          <HolderOutlined />
        </button>
        <button
          type="button"
          id={labelId}
          className="fd-item-name"
          aria-pressed={selected} // its name is what it shows: the title, the kind and the field (WCAG 2.5.3)
          onClick={(e) => {
            e.stopPropagation()
            actions.select(key)
          }}
        >
          <span className="fd-item-title">{name}</span>
          {/* the kind beside a title of the user's own, and the field name (the process variable) */}
          {(kindTag !== name || rule.field) && (
            <span className="fd-item-kind" translate="no">
              {rule.field ? `${kindTag} · ${String(rule.field)}` : kindTag}
            </span>
          )}
          <ControlBadges ruleKey={key} />
        </button>
        {selected && (
          <span className="fd-item-tools">
            {partType && (
              <Tooltip title={t('addChild', { kind: text(kindOf(partType)?.label ?? partType) })}>
                <Button size="small" type="text" icon={<PlusOutlined />} aria-label={t('addChild', { kind: text(kindOf(partType)?.label ?? partType) })} onClick={(e) => (e.stopPropagation(), actions.addPart(key))} />
              </Tooltip>
            )}
            <Tooltip title={t('copy')}>
              <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('copy')} onClick={(e) => (e.stopPropagation(), actions.copy(key))} />
            </Tooltip>
            <Tooltip title={t('remove')}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('remove')} onClick={(e) => (e.stopPropagation(), actions.remove(key))} />
            </Tooltip>
          </span>
        )}
      </div>
      {kind?.container ? (
        <Slot
          owner={key}
          className={partType?.toLowerCase() === 'col' || rule.type.toLowerCase() === 'space' ? 'fd-slot-row' : undefined}
          empty={ruleChildren(rule).length === 0 && <div className="fd-slot-empty">{t('dropHere')}</div>}
        >
          <ItemList rules={ruleChildren(rule)} selectedKey={selectedKey} problems={problems ?? EMPTY} />
        </Slot>
      ) : (
        <ItemBody rule={rule} />
      )}
      {problem && <div className="fd-item-error">{t(problem === 'empty' ? 'fieldNameEmpty' : problem === 'pattern' ? 'fieldNamePattern' : 'fieldNameDuplicate', { name: String(rule.field ?? '') })}</div>}
    </>
  )
})
const EMPTY: ReadonlyMap<string, FieldProblem> = new Map()

/** A field or display element as the form shows it, not operable on the canvas (`inert`). */
function ItemBody({ rule }: { rule: FcRule }) {
  const t = useT('formDesigner')
  const kind = kindOf(rule.type)
  if (!kind) {
    return (
      <div className="fd-unknown">
        <div>{rule.type === UNREADABLE ? t('unreadable') : t('unsupported', { type: rule.type })}</div>
        <div className="fd-unknown-hint">{t('unsupportedHint')}</div>
      </div>
    )
  }
  const Control = kind.Control
  return (
    <div className="fd-item-body" inert>
      {Control ? (
        <PreviewBoundary fallback={<div className="fd-unknown">{text(kind.label)}</div>}>
          <Control rule={rule} value={rule.value} onChange={noop} disabled={rule.props?.disabled === true} />
        </PreviewBoundary>
      ) : (
        <div className="fd-unknown">{text(kind.label)}</div>
      )}
    </div>
  )
}
const noop = () => {}

/** A kind's control that fails on odd props shows its name instead of taking the canvas down. */
class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** The whole canvas: the top-level slot. */
export const CanvasView = memo(function CanvasView({ rules, selectedKey, problems }: ListProps) {
  const t = useT('formDesigner')
  return (
    <Slot owner={undefined} className="fd-canvas-root" empty={rules.length === 0 && <div className="fd-canvas-empty">{t('canvasEmpty')}</div>}>
      <ItemList rules={rules} selectedKey={selectedKey} problems={problems} />
    </Slot>
  )
})
