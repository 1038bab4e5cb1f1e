/**
 * Dragging in the form designer (issue 43): kinds from the palette and rules on the canvas, by pointer or keyboard
 * (dnd-kit), a line or box showing where a drop lands, and what a screen reader is told at each step.
 */
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { useCallback, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react'
import { text } from '../../../../i18n'
import { useT } from '../../../../i18n/react'
import type { FcRule } from '../types'
import { ruleName } from './Canvas'
import { dropLine, dropPoints, innermost, placeFor, pointerWhere, slotId, stepThrough, type Dragged, type DropPoint, type Hit } from './dnd'
import type { History } from './history'
import { newRule, paletteKind } from './newRule'
import { findRule, insertRule, keyOf, moveRule, placeOf, ruleChildren, type Place } from './tree'

interface Options {
  /** The designer's history as it is now (read at the drop, not at the render). */
  latest: RefObject<History>
  setRules: (change: (rules: FcRule[]) => FcRule[]) => void
  /** A rule dropped: a new one from the palette (`isNew`) or one moved. */
  onPlaced: (key: string, isNew: boolean) => void
}

/** The props of the designer's DndContext, the rule being dragged and its name. */
export function useCanvasDrag({ latest, setRules, onPlaced }: Options) {
  const t = useT('formDesigner')
  const [dragged, setDragged] = useState<Dragged>()
  const keyboard = useRef<{ index: number; point?: DropPoint }>({ index: -1 })
  const draggedRef = useRef<Dragged | undefined>(undefined)
  const excluded = useRef<ReadonlySet<string>>(new Set())
  const points = useCallback(() => (draggedRef.current ? dropPoints(latest.current.present.rules, draggedRef.current) : []), [latest])
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
  }, [latest])

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
  }, [latest])

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
        onPlaced(keyOf(rule), true)
      } else {
        const rule = findRule(current, d.key)
        const place = rule && placeFor(current, shown.point, rule.type)
        if (!place) return
        setRules((r) => moveRule(r, d.key, place))
        onPlaced(d.key, false)
      }
    },
    [latest, setRules, onPlaced],
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
  }, [latest, t])
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

  const draggedName = dragged ? (dragged.from === 'palette' ? nameOf(`palette:${dragged.kindType}`) : nameOf(dragged.key)) : ''
  const dndProps: DndContextProps = {
    sensors,
    collisionDetection: collision,
    onDragStart,
    onDragMove,
    onDragOver: onDragMove,
    onDragEnd,
    onDragCancel,
    accessibility: { announcements, screenReaderInstructions: { draggable: t('dndInstructions') } },
  }
  return { dragged, draggedName, dndProps }
}

const descendants = (rule: FcRule): string[] => ruleChildren(rule).flatMap((r) => [keyOf(r), ...descendants(r)])
const samePlace = (a: Place | undefined, b: Place) => !!a && a.parent === b.parent && a.index === b.index

/** The line (or box) showing where a drop would land; re-rendered alone on a drag step. */
export function DropLineView() {
  const shown = useSyncExternalStore(dropLine.subscribe, dropLine.get)
  if (!shown) return null
  const { rect, point } = shown
  const style =
    point.where === 'inside'
      ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
      : { top: (point.where === 'before' ? rect.top : rect.bottom) - 2, left: rect.left, width: rect.width, height: 4 }
  return <div className={`fd-drop-${point.where === 'inside' ? 'box' : 'line'}`} style={style} aria-hidden />
}
