import type Modeler from 'bpmn-js/lib/Modeler'
import type CommandStack from 'diagram-js/lib/command/CommandStack'
import { executeAll, type Command } from '../../modules/batch'
import type { Prefix } from '../../moddle/dialects'

/**
 * A moddle element. Its properties come from the descriptors at run time, so they are typed loosely here,
 * in this one place, instead of casting in every section.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BO = { $type: string; $parent?: BO; id?: string; [key: string]: any }

/** A diagram element (shape, connection or root) as the panel sees it. */
export interface DiagramElement {
  id: string
  type: string
  businessObject: BO
  source?: DiagramElement
  target?: DiagramElement
}

export const is = (bo: BO | undefined, type: string): boolean =>
  !!bo && typeof bo.$instanceOf === 'function' && bo.$instanceOf(type)

/** Pure command builders: collect them, then run them with `write` as one undo step. */
export const setProps = (element: DiagramElement, properties: Record<string, unknown>): Command => ({
  cmd: 'element.updateProperties',
  context: { element, properties },
})

export const setModdle = (
  element: DiagramElement,
  moddleElement: BO,
  properties: Record<string, unknown>,
): Command => ({
  cmd: 'element.updateModdleProperties',
  context: { element, moddleElement, properties },
})

/** What every section needs: the modeler's services, the dialect and one write path. */
export class PanelApi {
  constructor(
    readonly modeler: Modeler,
    readonly prefix: Prefix,
  ) {}

  /** `prefix:Name`, e.g. `flowable:TaskListener`. */
  t(name: string) {
    return `${this.prefix}:${name}`
  }

  /** Creates a moddle element (ids are generated for types that have one). */
  create(type: string, props: Record<string, unknown> = {}, parent?: BO): BO {
    const bpmnFactory = this.modeler.get<{ create(t: string, p: object): BO }>('bpmnFactory')
    const moddle = this.modeler.get<{ create(t: string, p: object): BO }>('moddle')
    const el = type.startsWith('bpmn:') ? bpmnFactory.create(type, props) : moddle.create(type, props)
    if (parent) el.$parent = parent
    return el
  }

  /** Runs the commands as ONE undo step. */
  write(commands: Command[]) {
    executeAll(this.modeler.get<CommandStack>('commandStack'), commands)
  }

  /** The extension elements of one type (`prefix:Name` or `bpmn:…`). */
  extensions(bo: BO | undefined, type: string): BO[] {
    const values: BO[] = bo?.extensionElements?.values ?? []
    return values.filter((v) => is(v, type))
  }

  /**
   * One command that replaces all extension elements of `type` with `items`, creating the container when missing
   * and dropping it when it ends up empty (so undo and "remove the last one" both give back the original XML).
   */
  setExtensions(element: DiagramElement, bo: BO, type: string, items: BO[]): Command {
    const ext: BO | undefined = bo.extensionElements
    const others = (ext?.values ?? []).filter((v: BO) => !is(v, type))
    const values = [...others, ...items]
    if (values.length === 0) return setModdle(element, bo, { extensionElements: undefined })
    if (ext) {
      items.forEach((i) => (i.$parent = ext))
      return setModdle(element, ext, { values })
    }
    const created = this.create('bpmn:ExtensionElements', { values }, bo)
    values.forEach((i) => (i.$parent = created))
    return setModdle(element, bo, { extensionElements: created })
  }

  /** The bpmn:Definitions of the diagram. */
  definitions(): BO {
    return (this.modeler as unknown as { getDefinitions(): BO }).getDefinitions()
  }
}

/** XML NCName (spec §5): starts with a letter or underscore, then letters, digits, hyphen, underscore, dot or dollar. */
export const XML_NAME = /^[A-Za-z_][\w\-.$]*$/

/** `prefix`-independent random id part: 8 alphanumerics (spec §9 timeout-timer ids). */
export function randomId(length = 8): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => chars[b % chars.length]).join('')
}
