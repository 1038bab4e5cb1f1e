declare module 'bpmn-auto-layout' {
  /** Returns the model with generated BPMN DI for its first process. */
  export function layoutProcess(xml: string): Promise<string>
}

// bpmn-moddle's package exports its types only under "bpmn-moddle/types": the part autoLayout.ts uses.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, object>)
    create(type: string, props?: object): object
    fromXML(xml: string, type?: string): Promise<{ rootElement: object; warnings: { message: string }[] }>
    toXML(element: object, options?: { format?: boolean }): Promise<{ xml: string }>
  }
}
