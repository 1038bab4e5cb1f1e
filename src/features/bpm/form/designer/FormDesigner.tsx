/**
 * 表单设计器 (issue 43): palette, canvas, properties, preview and JSON, as form-js's editor and form-create's designer
 * lay them out. The document (rules + options) lives in an undo history; the page around it loads it, saves it and
 * keeps its draft (`onChange`).
 */
import { DndContext, DragOverlay } from '@dnd-kit/core'
import { App, Button, Space, Tabs, Tooltip } from 'antd'
import { ClearOutlined, CodeOutlined, EyeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons'
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react'
import { useT } from '../../../../i18n/react'
import { kindOf } from '../registry'
import type { FcOptions, FcRule } from '../types'
import { CanvasActionsContext, CanvasView, ruleName, type CanvasActions } from './Canvas'
import { ControlMarksContext } from './ControlBadges'
import { controlMarks, renameTargets } from './controlModel'
import { canHold } from './dnd'
import { fieldProblems, otherFieldNames } from './fieldNames'
import { commit, commitFrom, redo, startHistory, undo, type DesignDoc, type History } from './history'
import { copyRule, stampNew } from './ids'
import { JsonDialog } from './JsonDialog'
import { holdsValue, namedPart, newRule, paletteKind } from './newRule'
import { Palette } from './Palette'
import { PreviewDialog } from './PreviewDialog'
import { PropertiesPanel } from './PropertiesPanel'
import { FormOptionsPanel } from './FormOptionsPanel'
import { findRule, insertRule, isRule, keyAll, keyOf, placeOf, removeRule, ruleChildren, setAt, updateRule, type Place } from './tree'
import { DropLineView, useCanvasDrag } from './useCanvasDrag'
import { useUndoKeys } from './useUndoKeys'
import './designer.css'

export type { DesignDoc } from './history'
export { holdsValue, newRule } from './newRule'

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
  useUndoKeys(rootRef, doUndo, doRedo)

  const onPlaced = useCallback((key: string, isNew: boolean) => {
    setSelected(key)
    if (isNew) setPanelTab('field')
  }, [])
  const { dragged, draggedName, dndProps } = useCanvasDrag({ latest, setRules, onPlaced })

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
      <DndContext {...dndProps}>
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

const countRules = (rules: readonly FcRule[]): number => rules.reduce((n, r) => n + 1 + countRules((r.children ?? []).filter(isRule)), 0)
