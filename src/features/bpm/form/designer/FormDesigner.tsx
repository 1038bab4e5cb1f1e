/**
 * 表单设计器 (issue 43): palette, canvas, properties, preview and JSON, as form-js's editor and form-create's designer
 * lay them out. The document (rules + options) lives in an undo history; the page around it loads it, saves it and
 * keeps its draft (`onChange`).
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { App, Button, Space, Tabs, Tooltip } from 'antd'
import { ClearOutlined, CodeOutlined, EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons'
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type Ref } from 'react'
import { text } from '../../../../i18n'
import { useT } from '../../../../i18n/react'
import { KINDS, kindOf } from '../registry'
import type { FcOptions, FcRule, KindDef } from '../types'
import { CanvasActionsContext, CanvasView, ruleName, type CanvasActions } from './Canvas'
import { ControlMarksContext } from './ControlBadges'
import { controlMarks, renameTargets } from './controlModel'
import { canHold, dropLine, dropPoints, innermost, placeFor, pointerWhere, slotId, stepThrough, type Dragged, type DropPoint, type Hit } from './dnd'
import { fieldProblems, otherFieldNames } from './fieldNames'
import { commit, commitFrom, redo, startHistory, undo, type DesignDoc, type History } from './history'
import { copyRule, stampNew } from './ids'
import { JsonDialog } from './JsonDialog'
import { Palette } from './Palette'
import { PreviewDialog } from './PreviewDialog'
import { PropertiesPanel } from './PropertiesPanel'
import { FormOptionsPanel } from './FormOptionsPanel'
import { findRule, insertRule, isRule, keyAll, keyOf, moveRule, placeOf, removeRule, ruleChildren, setAt, updateRule, type Place } from './tree'
import './designer.css'

export type { DesignDoc } from './history'

export interface FormDesignerHandle {
  /** The document as it is now. */
  doc: () => DesignDoc
  /** Opens another document: a loaded form starts a fresh history; a restored draft or paste is one undoable step. */
  load: (doc: DesignDoc, how: 'fresh' | 'step') => void
  /** Selects the first field whose name must change; the number of such fields. */
  checkFields: () => number
}

export interface FormDesignerProps {
  initial: DesignDoc
  onChange?: (doc: DesignDoc) => void
  /** Buttons of the page (save, cancel) at the toolbar's end. */
  extra?: ReactNode
  ref?: Ref<FormDesignerHandle>
}

export const holdsValue = (rule: FcRule) => kindOf(rule.type)?.holdsValue ?? false
const paletteKind = (type: string): KindDef | undefined => KINDS.find((k) => k.type === type)

/** A new rule of a palette kind, with form-create's ids, and a layout's first parts (a row's two columns, a pane). */
export function newRule(kind: KindDef): FcRule {
  const rule = kind.create()
  const partType = kind.container?.childType
  if (partType && !ruleChildren(rule).length) {
    const part = kindOf(partType)
    if (part) {
      const count = partType.toLowerCase() === 'col' ? 2 : 1
      rule.children = Array.from({ length: count }, (_, i) => namedPart(part, i + 1, count))
    }
  }
  return stampNew(rule, kind.type, holdsValue)
}
/** A part of a layout: a column of 24 / count, a pane or a collapse item titled with its number. */
function namedPart(part: KindDef, n: number, count: number): FcRule {
  const rule = part.create()
  const type = part.type.toLowerCase()
  if (type === 'col') return { ...rule, props: { ...rule.props, span: Math.floor(24 / count) } }
  const labelKey = type === 'eltabpane' ? 'label' : 'title'
  if (!rule.props?.[labelKey]) return { ...rule, props: { ...rule.props, [labelKey]: `${text(part.label)} ${n}` } }
  return rule
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

export default function FormDesigner({ initial, onChange, extra, ref }: FormDesignerProps) {
  const t = useT('formDesigner')
  const { modal, message } = App.useApp()
  const [history, setHistory] = useState<History>(() => {
    keyAll(initial.rules)
    return startHistory(initial)
  })
  const [selected, setSelected] = useState<string>()
  const [panelTab, setPanelTab] = useState<'field' | 'form'>('field')
  const [dialog, setDialog] = useState<'preview' | 'json'>()
  const [dragged, setDragged] = useState<Dragged>()
  const { rules, options } = history.present
  const latest = useRef(history)
  latest.current = history
  const rootRef = useRef<HTMLDivElement>(null)

  const apply = useCallback((change: (doc: DesignDoc) => DesignDoc, coalesce?: string) => {
    setHistory((h) => commit(h, change(h.present), coalesce))
  }, [])
  const setRules = useCallback((change: (rules: FcRule[]) => FcRule[], coalesce?: string) => apply((d) => ({ ...d, rules: change(d.rules) }), coalesce), [apply])

  // the page hears of every change (its draft), not of the first render
  const reported = useRef(history.present)
  useEffect(() => {
    if (reported.current === history.present) return
    reported.current = history.present
    onChange?.(history.present)
  }, [history.present, onChange])

  useImperativeHandle(
    ref,
    () => ({
      doc: () => latest.current.present,
      load: (doc, how) => {
        keyAll(doc.rules)
        setSelected(undefined)
        if (how === 'fresh') {
          reported.current = doc
          setHistory(startHistory(doc))
        } else setHistory((h) => commit(h, doc))
      },
      checkFields: () => {
        const problems = fieldProblems(latest.current.present.rules, holdsValue)
        const first = problems.keys().next().value
        if (first) {
          setSelected(first)
          setPanelTab('field')
        }
        return problems.size
      },
    }),
    [],
  )

  /** Where a click on the palette puts a kind: after the selected rule when that list takes it, else at the end. */
  const addKind = useCallback(
    (type: string) => {
      const kind = paletteKind(type)
      if (!kind) return
      const rule = newRule(kind)
      const current = latest.current.present.rules
      let place: Place = { index: current.length }
      const at = selected ? placeOf(current, selected) : undefined
      const target = selected ? findRule(current, selected) : undefined
      if (target && canHold(target, rule.type)) place = { parent: selected, index: ruleChildren(target).length }
      else if (at && canHold(at.parent === undefined ? undefined : findRule(current, at.parent), rule.type)) place = { parent: at.parent, index: at.index + 1 }
      setRules((r) => insertRule(r, rule, place))
      setSelected(keyOf(rule))
      setPanelTab('field')
    },
    [selected, setRules],
  )

  const actions = useMemo<CanvasActions>(
    () => ({
      select: (key) => {
        setSelected(key)
        setPanelTab('field')
      },
      copy: (key) => {
        const current = latest.current.present.rules
        const rule = findRule(current, key)
        const at = placeOf(current, key)
        if (!rule || !at) return
        const copy = copyRule(rule)
        setRules((r) => insertRule(r, copy, { parent: at.parent, index: at.index + 1 }))
        setSelected(keyOf(copy))
      },
      remove: (key) => {
        setRules((r) => removeRule(r, key))
        setSelected((s) => (s === key ? undefined : s))
      },
      addPart: (key) => {
        const current = latest.current.present.rules
        const owner = findRule(current, key)
        const partType = owner && kindOf(owner.type)?.container?.childType
        const part = partType && kindOf(partType)
        if (!owner || !part) return
        const count = ruleChildren(owner).length + 1
        const rule = stampNew(namedPart(part, count, count), part.type, holdsValue)
        setRules((r) => insertRule(r, rule, { parent: key, index: count }))
      },
    }),
    [setRules],
  )

  const doUndo = useCallback(() => setHistory(undo), [])
  const doRedo = useCallback(() => setHistory(redo), [])
  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y while the designer is shown; a text field keeps its own undo
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isEditable(e.target)) return
      const root = rootRef.current
      if (!root || !root.isConnected || root.closest('[hidden]') || document.querySelector('.ant-modal-wrap')) return
      const key = e.key.toLowerCase()
      if (key === 'z' && !e.shiftKey) doUndo()
      else if ((key === 'z' && e.shiftKey) || key === 'y') doRedo()
      else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [doUndo, doRedo])

  // ---- drag and drop ----
  const keyboard = useRef<{ index: number; point?: DropPoint }>({ index: -1 })
  const draggedRef = useRef<Dragged | undefined>(undefined)
  const excluded = useRef<ReadonlySet<string>>(new Set())
  const points = useCallback(() => (draggedRef.current ? dropPoints(latest.current.present.rules, draggedRef.current) : []), [])
  const hit = useRef<Hit | undefined>(undefined)
  const collision = useMemo(
    () => innermost(() => keyboard.current.point, () => excluded.current, (h) => (hit.current = h)),
    [],
  )
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: stepThrough(points, keyboard.current),
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  )

  /** The type of the rule being dragged, found once per drag (a palette kind's rule is created on drop only). */
  const draggedType = useRef<string | undefined>(undefined)

  const onDragStart = useCallback((e: DragStartEvent) => {
    const d = e.active.data.current as Dragged
    draggedRef.current = d
    setDragged(d)
    const current = latest.current.present.rules
    const own = d.from === 'canvas' ? findRule(current, d.key) : undefined
    excluded.current = own ? new Set([keyOf(own), ...descendants(own)]) : new Set()
    // the keyboard starts where the rule is (or before the first place, from the palette)
    const at = d.from === 'canvas' ? placeOf(current, d.key) : undefined
    const list = dropPoints(current, d)
    const type = d.from === 'palette' ? d.kindType : own?.type
    draggedType.current = type
    keyboard.current.point = undefined
    keyboard.current.index = at && type ? list.findIndex((p) => samePlace(placeFor(current, p, type), at)) : -1
  }, [])

  const onDragMove = useCallback((e: DragMoveEvent) => {
    const d = draggedRef.current
    const over = hit.current
    const type = draggedType.current
    if (!d || !over || !type) return dropLine.set(undefined)
    const target = over.id
    let point: DropPoint
    const chosen = keyboard.current.point
    if (chosen && chosen.target === target && !(e.activatorEvent instanceof PointerEvent)) point = chosen
    else {
      const y = (e.activatorEvent as PointerEvent).clientY + e.delta.y
      point = { target, where: pointerWhere(target, y, over.rect) }
    }
    if (!placeFor(latest.current.present.rules, point, type)) return dropLine.set(undefined)
    dropLine.set({ point, rect: over.rect })
  }, [])

  const endDrag = () => {
    draggedRef.current = undefined
    hit.current = undefined
    excluded.current = new Set()
    keyboard.current = Object.assign(keyboard.current, { index: -1, point: undefined })
    setDragged(undefined)
  }
  const onDragEnd = useCallback(
    () => {
      const d = draggedRef.current
      const shown = dropLine.get()
      dropLine.set(undefined)
      endDrag()
      if (!d || !shown) return
      const current = latest.current.present.rules
      if (d.from === 'palette') {
        const kind = paletteKind(d.kindType)
        if (!kind) return
        const rule = newRule(kind)
        const place = placeFor(current, shown.point, rule.type)
        if (!place) return
        setRules((r) => insertRule(r, rule, place))
        setSelected(keyOf(rule))
        setPanelTab('field')
      } else {
        const rule = findRule(current, d.key)
        const place = rule && placeFor(current, shown.point, rule.type)
        if (!place) return
        setRules((r) => moveRule(r, d.key, place))
        setSelected(d.key)
      }
    },
    [setRules],
  )
  const onDragCancel = useCallback(() => {
    dropLine.set(undefined)
    endDrag()
  }, [])

  const nameOf = useCallback((id: string | number | undefined) => {
    if (id === undefined) return ''
    const s = String(id)
    if (s.startsWith('palette:')) return text(paletteKind(s.slice(8))?.label ?? s)
    if (s === slotId(undefined)) return t('dndTop')
    const rule = findRule(latest.current.present.rules, s.startsWith('in:') ? s.slice(3) : s)
    return rule ? ruleName(rule) : s
  }, [t])
  const announcements = useMemo<Announcements>(() => {
    const where = () => {
      const shown = dropLine.get()
      if (!shown) return undefined
      const name = nameOf(shown.point.target)
      return shown.point.where === 'before' ? t('dndBefore', { name }) : shown.point.where === 'after' ? t('dndAfter', { name }) : t('dndInside', { name })
    }
    return {
      onDragStart: ({ active }) => t('dndPickedUp', { name: nameOf(active.id) }),
      onDragOver: ({ active }) => {
        const target = where()
        return target ? t('dndOver', { name: nameOf(active.id), target }) : t('dndNowhere', { name: nameOf(active.id) })
      },
      onDragMove: ({ active }) => {
        const target = where()
        return target ? t('dndOver', { name: nameOf(active.id), target }) : undefined
      },
      onDragEnd: ({ active }) => t('dndDropped', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('dndCancelled', { name: nameOf(active.id) }),
    }
  }, [nameOf, t])

  // ---- the selected rule and the checks ----
  const selectedRule = selected ? findRule(rules, selected) : undefined
  const problems = useMemo(() => fieldProblems(rules, holdsValue), [rules])
  const marks = useMemo(() => controlMarks(rules, ruleName), [rules])
  const otherNames = useMemo(() => (selected ? otherFieldNames(rules, selected, holdsValue) : []), [rules, selected])
  const setProp = useCallback(
    (path: string, value: unknown) => {
      if (!selected) return
      const coalesce = `${selected}:${path}`
      if (path !== 'field') return setRules((r) => updateRule(r, selected, (rule) => setAt(rule, path, value)), coalesce)
      // a new field name: the 联动 entries naming the old one follow it, in the same undo step
      setHistory((h) =>
        commitFrom(
          h,
          (base) => {
            const from = findRule(base.rules, selected)?.field
            return { ...base, rules: renameTargets(updateRule(base.rules, selected, (rule) => setAt(rule, path, value)), selected, from, value) }
          },
          coalesce,
        ),
      )
    },
    [selected, setRules],
  )
  const setOptions = useCallback((next: FcOptions, coalesce: string) => apply((d) => ({ ...d, options: next }), `options:${coalesce}`), [apply])

  const clear = () =>
    modal.confirm({
      title: t('clear'),
      content: t('clearConfirm'),
      onOk: () => {
        setRules(() => [])
        setSelected(undefined)
      },
    })

  const draggedName = dragged ? (dragged.from === 'palette' ? nameOf(`palette:${dragged.kindType}`) : nameOf(dragged.key)) : ''
  const formConf = (options.form ?? {}) as Record<string, unknown>

  return (
    <div className="fd" ref={rootRef}>
      <div className="fd-toolbar" role="toolbar" aria-label={t('canvas')}>
        <Space wrap size={4}>
          <Tooltip title={`${t('undo')} (Ctrl+Z)`}>
            <Button icon={<UndoOutlined />} disabled={!history.past.length} onClick={doUndo} aria-label={t('undo')} />
          </Tooltip>
          <Tooltip title={`${t('redo')} (Ctrl+Shift+Z)`}>
            <Button icon={<RedoOutlined />} disabled={!history.future.length} onClick={doRedo} aria-label={t('redo')} />
          </Tooltip>
          <Button icon={<EyeOutlined />} onClick={() => setDialog('preview')}>
            {t('preview')}
          </Button>
          <Button icon={<CodeOutlined />} onClick={() => setDialog('json')}>
            {t('json')}
          </Button>
          <Button icon={<ClearOutlined />} disabled={!rules.length} onClick={clear}>
            {t('clear')}
          </Button>
        </Space>
        <div className="fd-toolbar-extra">{extra}</div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dndInstructions') } }}
      >
        <div className="fd-body">
          <aside className="fd-left">
            <Palette onAdd={addKind} />
          </aside>
          <section
            className={`fd-center fd-label-${String(formConf.labelPosition ?? 'right')}`}
            aria-label={t('canvas')}
            onClick={() => setSelected(undefined)}
          >
            <CanvasActionsContext.Provider value={actions}>
              <ControlMarksContext.Provider value={marks}>
                <CanvasView rules={rules} selectedKey={selected} problems={problems} />
              </ControlMarksContext.Provider>
            </CanvasActionsContext.Provider>
          </section>
          <aside className="fd-right">
            <Tabs
              activeKey={panelTab}
              onChange={(k) => setPanelTab(k as 'field' | 'form')}
              items={[
                {
                  key: 'field',
                  label: t('tabField'),
                  children: selectedRule ? (
                    <PropertiesPanel key={selected} rule={selectedRule} otherNames={otherNames} rules={rules} onChange={setProp} />
                  ) : (
                    <p className="fd-props-empty">{t('nothingSelected')}</p>
                  ),
                },
                { key: 'form', label: t('tabForm'), children: <FormOptionsPanel options={options} onChange={setOptions} /> },
              ]}
            />
          </aside>
        </div>
        <DragOverlay dropAnimation={null}>{dragged ? <div className="fd-overlay">{draggedName}</div> : null}</DragOverlay>
      </DndContext>
      <DropLineView />
      {dialog === 'preview' && <PreviewDialog rules={rules} options={options} onClose={() => setDialog(undefined)} />}
      {dialog === 'json' && (
        <JsonDialog
          rules={rules}
          options={options}
          onClose={() => setDialog(undefined)}
          onApply={(doc) => {
            keyAll(doc.rules)
            apply(() => doc)
            setSelected(undefined)
            setDialog(undefined)
            message.success(t('jsonApplied', { count: countRules(doc.rules) }))
          }}
        />
      )}
    </div>
  )
}

const descendants = (rule: FcRule): string[] => ruleChildren(rule).flatMap((r) => [keyOf(r), ...descendants(r)])
const countRules = (rules: readonly FcRule[]): number => rules.reduce((n, r) => n + 1 + countRules((r.children ?? []).filter(isRule)), 0)
const samePlace = (a: Place | undefined, b: Place) => !!a && a.parent === b.parent && a.index === b.index

/** The line (or box) showing where a drop would land; re-rendered alone on a drag step. */
function DropLineView() {
  const shown = useSyncExternalStore(dropLine.subscribe, dropLine.get)
  if (!shown) return null
  const { rect, point } = shown
  const style =
    point.where === 'inside'
      ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
      : { top: (point.where === 'before' ? rect.top : rect.bottom) - 2, left: rect.left, width: rect.width, height: 4 }
  return <div className={`fd-drop-${point.where === 'inside' ? 'box' : 'line'}`} style={style} aria-hidden />
}
