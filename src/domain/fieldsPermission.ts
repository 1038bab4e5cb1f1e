/**
 * A user task's form field permissions (issue 43), as yudao keeps them in the process's BPMN XML: extension elements
 * `<flowable:fieldsPermission field="budget" title="预算" permission="2"/>` on the task
 * (BpmnModelUtils.parseFormFieldsPermission reads them; its approval detail answers them as `formFieldsPermission`):
 * '1' read, '2' write, '3' none (FIELD_READ / FIELD_WRITE / FIELD_NONE below).
 * Plain text work, no DOM and no React: the process detail and the demo API (in the browser and under node) read the
 * same XML the same way, and the demo merges at 通过 only what the page let the approver write.
 */
export type NodeFieldsPermission = Record<string, string>

/** yudao's formFieldsPermission values (BpmFieldPermissionType): read, write, none — here for every part that needs
 * them (the form engine, the approval card, the BPMN designer's section, the demo engine). */
export const FIELD_READ = '1'
export const FIELD_WRITE = '2'
export const FIELD_NONE = '3'

const attrsOf = (s: string) =>
  Object.fromEntries(Array.from(s.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g), (m) => [m[1], unescape(m[2])]))
const unescape = (s: string) =>
  s
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')

/** Every `tag` element of a diagram: its attributes' text, then its content (undefined when it closes itself). */
const elements = (xml: string, tag: string) =>
  xml.matchAll(new RegExp(`<(?:[\\w-]+:)?${tag}\\b([^>]*?)(?:\\/>|>([\\s\\S]*?)<\\/(?:[\\w-]+:)?${tag}>)`, 'g'))

/** The fieldsPermission extension elements inside an element's content. */
function permissionsIn(content: string | undefined): NodeFieldsPermission {
  const out: NodeFieldsPermission = {}
  for (const m of (content ?? '').matchAll(/<(?:[\w-]+:)?fieldsPermission\b([^>]*?)\/?>/g)) {
    const { field, permission } = attrsOf(m[1])
    if (field && permission) out[field] = permission.trim()
  }
  return out
}

/** The permissions the user task `taskKey` of a diagram gives its form's fields (none named: {}). */
export function nodeFieldsPermission(xml: string, taskKey: string): NodeFieldsPermission {
  for (const task of elements(xml, 'userTask')) if (attrsOf(task[1]).id === taskKey) return permissionsIn(task[2])
  return {}
}

/**
 * What 发起流程's form lets the initiator see and write (issue 51): the start event's permissions, or those of yudao's
 * simple model's start node (the user task StartUserNode, what yudao's create page asks its approval detail for).
 */
export function startFieldsPermission(xml: string): NodeFieldsPermission {
  for (const start of elements(xml, 'startEvent')) {
    const own = permissionsIn(start[2])
    if (Object.keys(own).length) return own
  }
  return nodeFieldsPermission(xml, 'StartUserNode')
}

/** The fields a node lets its approver write: what 通过 may send as process variables. */
export const writableFields = (permissions: NodeFieldsPermission): string[] =>
  Object.keys(permissions).filter((field) => permissions[field] === FIELD_WRITE)

/** What withoutFields reads of a form-create rule (the form engine's FcRule): its field and its children. */
interface FieldRule {
  field?: string
  children?: (FieldRule | string)[]
}

/** A form's rules and values without the fields named (through layouts), so neither a row nor a stray variable shows them. */
export function withoutFields<Rule extends FieldRule>(
  rules: readonly Rule[],
  values: Record<string, unknown>,
  hidden: ReadonlySet<string>,
) {
  const keep = (list: readonly (FieldRule | string)[]): (FieldRule | string)[] =>
    list
      .filter((rule) => typeof rule !== 'object' || !rule.field || !hidden.has(rule.field))
      .map((rule) => (typeof rule === 'object' && rule.children ? { ...rule, children: keep(rule.children) } : rule))
  return {
    rules: keep(rules) as Rule[],
    values: Object.fromEntries(Object.entries(values).filter(([field]) => !hidden.has(field))),
  }
}
