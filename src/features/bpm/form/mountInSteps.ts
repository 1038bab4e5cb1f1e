/** A long form mounted in two steps, and its checks, which wait for the whole form (issue 43). */
import { startTransition, useEffect, useMemo, useState } from 'react'
import type { FormInstance } from 'antd'
import { allRules } from './parse'
import type { NamePath, Values } from './rendererContext'
import type { FcRule } from './types'

/**
 * A long form is mounted in two steps: about a screen of fields in the first paint, the rest in a transition after it,
 * during which React yields to the user's input. antd's Form.Item costs ≈ 2 ms on a slow machine, so 100 fields at
 * once would hold the page for a quarter of a second after the data is here.
 */
const FIRST_PAINT_FIELDS = 12

/** How many of the top-level rules make the first paint (a layout counts with everything inside it). */
function firstPaint(rules: readonly FcRule[]): number {
  let fields = 0
  for (let i = 0; i < rules.length; i++) {
    fields += [...allRules([rules[i]])].length
    if (fields >= FIRST_PAINT_FIELDS) return i + 1
  }
  return rules.length
}

/** The rules mounted so far: the first paint's, then all of them once React has time. */
export function useTwoStepMount(rules: readonly FcRule[]): readonly FcRule[] {
  const [complete, setComplete] = useState<readonly FcRule[]>()
  const first = useMemo(() => firstPaint(rules), [rules])
  const done = complete === rules || first === rules.length
  useEffect(() => {
    if (!done) startTransition(() => setComplete(rules))
  }, [done, rules])
  return done ? rules : rules.slice(0, first)
}

/** Per form: settles once every rule is mounted (validateForm waits for it, so no field goes unchecked). */
export const allMounted = new WeakMap<FormInstance, { promise: Promise<void>; settle: () => void }>()
export const pendingMount = () => {
  let settle = () => {}
  const promise = new Promise<void>((resolve) => (settle = resolve))
  return { promise, settle }
}

/** Settles once every rule of the form's renderer is mounted (at once for a form of a screen or less). */
export const formMounted = (form: FormInstance): Promise<void> => allMounted.get(form)?.promise ?? Promise.resolve()

/**
 * Checks the form (or only the `fields` named, with what is inside them); on a failure the first wrong field is scrolled
 * into view and focused (antd's scrollToFirstError works only through form.submit) and undefined is returned.
 */
export async function validateForm(form: FormInstance, fields?: readonly string[]): Promise<Values | undefined> {
  try {
    await formMounted(form) // no field goes unchecked
    return (await (fields
      ? form.validateFields(
          fields.map((field) => [field]),
          { recursive: true },
        )
      : form.validateFields())) as Values
  } catch (error) {
    const first = (error as { errorFields?: { name: NamePath }[] }).errorFields?.[0]
    if (first) form.scrollToField(first.name, { block: 'center', focus: true })
    return undefined
  }
}
