/**
 * Where a dragged palette item or rule lands. Every canvas item is a drop target (before or after it), and so is every
 * layout slot (a column, a card's body, a tab pane …; the canvas itself at the top), to put a rule inside it.
 *
 * The pointer picks the innermost target under it; the keyboard (dnd-kit's KeyboardSensor) steps through the places a
 * rule may go in document order (`dropPoints`), so a keyboard user reaches every column of every row with ↑ and ↓.
 * The place shown while dragging lives in a tiny store outside React state: a drag step re-renders the drop line,
 * never the canvas.
 */
import type { ClientRect, CollisionDetection, DroppableContainer, KeyboardCoordinateGetter } from '@dnd-kit/core'
import { kindOf } from '../registry'
import type { FcRule } from '../types'
import { findRule, keyOf, keysWithin, placeOf, ruleChildren, type Place } from './tree'

export type Where = 'before' | 'after' | 'inside'
/** A place to drop: a canvas item (before/after it) or a layout slot (inside, at its end). */
export interface DropPoint {
  target: string
  where: Where
}

export const ROOT_SLOT = 'in:root'
export const slotId = (key: string | undefined) => (key === undefined ? ROOT_SLOT : `in:${key}`)
const slotOwner = (id: string) => (id === ROOT_SLOT ? undefined : id.slice(3))
export const isSlot = (id: string) => id.startsWith('in:')
export const PALETTE_PREFIX = 'palette:'

/** What is being dragged: a palette item (a kind not yet on the canvas) or a rule already on it. */
export type Dragged = { from: 'palette'; kindType: string } | { from: 'canvas'; key: string }

/** Kinds that live only inside their layout (a row's columns, the panes of tabs …), never on their own. */
const PARTS = new Set(['col', 'eltabpane', 'elcollapseitem'])
const canonical = (type: string) => (kindOf(type)?.type ?? type).toLowerCase()

/** Whether a list (the top level when `parent` is undefined, else a layout's children) may hold a rule of `type`. */
export function canHold(parent: FcRule | undefined, type: string): boolean {
  const part = canonical(type)
  if (!parent) return !PARTS.has(part)
  const container = kindOf(parent.type)?.container
  if (!container) return false
  if (container.childType) return part === canonical(container.childType)
  return !PARTS.has(part)
}

export const isContainer = (rule: FcRule) => !!kindOf(rule.type)?.container

/** The rule type a drag would drop (a palette kind's created type, or the dragged rule's). */
export function draggedType(dragged: Dragged, rules: readonly FcRule[]): string | undefined {
  if (dragged.from === 'palette') return dragged.kindType
  return findRule(rules, dragged.key)?.type
}

/** The list position a drop point stands for, if the dragged type may go there. */
export function placeFor(rules: readonly FcRule[], point: DropPoint, type: string): Place | undefined {
  if (isSlot(point.target)) {
    const owner = slotOwner(point.target)
    const parent = owner === undefined ? undefined : findRule(rules, owner)
    if (owner !== undefined && !parent) return undefined
    if (!canHold(parent, type)) return undefined
    return { parent: owner, index: parent ? ruleChildren(parent).length : rules.length }
  }
  const place = placeOf(rules, point.target)
  if (!place) return undefined
  const parent = place.parent === undefined ? undefined : findRule(rules, place.parent)
  if (point.where !== 'inside' && canHold(parent, type)) return { parent: place.parent, index: place.index + (point.where === 'after' ? 1 : 0) }
  // a field dropped on a layout that may not stand beside it (a column): into the layout instead
  const target = findRule(rules, point.target)
  if (target && canHold(target, type)) return { parent: point.target, index: ruleChildren(target).length }
  return undefined
}

/**
 * The places the keyboard steps through, in document order: before the first item of each list, after every item,
 * into each empty slot — only those the dragged rule may go to, and none inside the dragged rule itself.
 */
export function dropPoints(rules: readonly FcRule[], dragged: Dragged): DropPoint[] {
  const type = draggedType(dragged, rules)
  if (!type) return []
  const excluded = dragged.from === 'canvas' ? keysWithin(findRule(rules, dragged.key)!) : new Set<string>()
  const points: DropPoint[] = []
  const visit = (list: readonly FcRule[], parent: FcRule | undefined) => {
    const fits = canHold(parent, type)
    if (list.length === 0) {
      if (fits) points.push({ target: slotId(parent && keyOf(parent)), where: 'inside' })
      return
    }
    list.forEach((rule, i) => {
      const key = keyOf(rule)
      if (fits && i === 0) points.push({ target: key, where: 'before' })
      if (!excluded.has(key) && isContainer(rule)) visit(ruleChildren(rule), rule)
      if (fits) points.push({ target: key, where: 'after' })
    })
  }
  visit(rules, undefined)
  return points
}

// ---- the drop line's store ----

export interface DropShown {
  point: DropPoint
  rect: ClientRect
}
let shown: DropShown | undefined
const listeners = new Set<() => void>()
export const dropLine = {
  get: () => shown,
  set(next: DropShown | undefined) {
    if (next === shown) return
    if (next && shown && next.point.target === shown.point.target && next.point.where === shown.point.where && next.rect === shown.rect) return
    shown = next
    for (const l of listeners) l()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

// ---- pointer and keyboard ----

// y first: items stack, so most fail on it; each edge is a dnd-kit getter that reads the scroll offsets again
const within = (x: number, y: number, r: ClientRect) => y >= r.top && y <= r.bottom && x >= r.left && x <= r.right
const area = (r: ClientRect) => r.width * r.height

/** Targets the drag may not use: the dragged rule and everything inside it (registered as `data.within`). */
const usable = (containers: DroppableContainer[], excluded: ReadonlySet<string>) =>
  containers.filter((c) => !excluded.has(String(c.id)) && !excluded.has(String(c.data.current?.owner ?? '')))

/** The target under the pointer (or the keyboard's), with its rectangle as dnd-kit measured it. */
export interface Hit {
  id: string
  rect: ClientRect
}

/**
 * The innermost target under the pointer (the smallest rectangle holding it); with the keyboard, the target the last
 * arrow key chose. `excluded()` names the dragged rule's subtree. The target is handed to `found`, not to dnd-kit: a
 * change of dnd-kit's `over` re-renders every draggable and droppable on the canvas (≈ 20 ms for 100 fields on a slow
 * machine, at every item the pointer crosses), so dnd-kit is always told the same collision, the canvas itself.
 */
export function innermost(
  keyboardPoint: () => DropPoint | undefined,
  excluded: () => ReadonlySet<string>,
  found: (hit: Hit | undefined) => void,
): CollisionDetection {
  return ({ droppableContainers, droppableRects, pointerCoordinates }) => {
    let id: string | number | undefined
    if (!pointerCoordinates) id = keyboardPoint()?.target
    else {
      const { x, y } = pointerCoordinates
      let smallest = Infinity
      for (const c of usable(droppableContainers, excluded())) {
        const rect = droppableRects.get(c.id)
        if (!rect || !within(x, y, rect) || area(rect) >= smallest) continue
        smallest = area(rect)
        id = c.id
      }
    }
    const rect = id === undefined ? undefined : droppableContainers.find((c) => c.id === id)?.rect.current
    found(id !== undefined && rect ? { id: String(id), rect } : undefined)
    return CANVAS_COLLISION
  }
}
/** The one collision dnd-kit sees (the same array every time, so its context values stay the same too). */
const CANVAS_COLLISION = [{ id: ROOT_SLOT, data: { value: 0 } }]

/** Before or after an item by the pointer's half of it; into a slot. */
export const pointerWhere = (target: string, y: number, rect: ClientRect): Where =>
  isSlot(target) ? 'inside' : y < rect.top + rect.height / 2 ? 'before' : 'after'

/**
 * ↑ / ↓ move to the previous / next place of `points()`; the dragged element follows (its centre on the target).
 * `chosen` keeps the index, so Space drops where the line is shown.
 */
export function stepThrough(points: () => DropPoint[], chosen: { index: number; point?: DropPoint }): KeyboardCoordinateGetter {
  return (event, { context: { droppableRects, collisionRect }, currentCoordinates }) => {
    const step = event.code === 'ArrowDown' || event.code === 'ArrowRight' ? 1 : event.code === 'ArrowUp' || event.code === 'ArrowLeft' ? -1 : 0
    if (!step) return undefined
    event.preventDefault()
    const list = points()
    if (!list.length) return currentCoordinates
    const index = Math.max(0, Math.min(list.length - 1, chosen.index + step))
    chosen.index = index
    chosen.point = list[index]
    const rect = droppableRects.get(list[index].target)
    if (!rect || !collisionRect) return currentCoordinates
    const y = list[index].where === 'before' ? rect.top : list[index].where === 'after' ? rect.bottom : rect.top + rect.height / 2
    return { x: rect.left + Math.min(rect.width, 240) / 2 - collisionRect.width / 2, y: y - collisionRect.height / 2 }
  }
}
