/**
 * Undo and redo of the designer's document (its rules and options): a list of past states, the present, and the undone
 * ones. States share every unchanged rule, so a step costs what changed, not the form. Typing into one property makes
 * one step, not one per key (`coalesce`: the same key within COALESCE_MS replaces the last step).
 */
import type { FcOptions, FcRule } from '../types'

export interface DesignDoc {
  rules: FcRule[]
  options: FcOptions
}

export interface History {
  past: DesignDoc[]
  present: DesignDoc
  future: DesignDoc[]
  /** The key and time of the last step, for coalescing. */
  last?: { key: string; at: number }
}

export const HISTORY_LIMIT = 200
export const COALESCE_MS = 1000

export const startHistory = (doc: DesignDoc): History => ({ past: [], present: doc, future: [] })

const merges = (h: History, coalesce: string | undefined, now: number) =>
  coalesce !== undefined && h.last?.key === coalesce && now - h.last.at < COALESCE_MS && h.past.length > 0

/** A new present; with a `coalesce` key equal to the last step's (and soon after it), the last step is replaced. */
export function commit(h: History, next: DesignDoc, coalesce?: string, now = Date.now()): History {
  if (next === h.present) return h
  const past = merges(h, coalesce, now) ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT)
  return { past, present: next, future: [], last: coalesce === undefined ? undefined : { key: coalesce, at: now } }
}

/**
 * A step made from the document as it was before the step: when it merges into the last one, from the state before
 * that one. A change that reads the old document (a field renamed: the controls naming its old name follow it) then
 * sees where the typing started, not a name half typed that may have met another rule's name on the way.
 */
export function commitFrom(h: History, change: (base: DesignDoc) => DesignDoc, coalesce?: string, now = Date.now()): History {
  const base = merges(h, coalesce, now) ? h.past[h.past.length - 1] : h.present
  return commit(h, change(base), coalesce, now)
}

export function undo(h: History): History {
  if (!h.past.length) return h
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] }
}

export function redo(h: History): History {
  if (!h.future.length) return h
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) }
}
