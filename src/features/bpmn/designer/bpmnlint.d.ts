// bpmnlint ships CommonJS without types for these entry points.
declare module 'bpmnlint' {
  export class Linter {
    constructor(options: { config: object; resolver: object })
    lint(definitions: unknown): Promise<unknown>
  }
}
declare module 'bpmnlint/lib/resolver/static-resolver' {
  export default class StaticResolver {
    constructor(cache: Record<string, unknown>)
  }
}
declare module 'bpmnlint/rules/*' {
  const rule: unknown
  export default rule
}
declare module 'bpmn-js-token-simulation'
declare module 'diagram-js-minimap'
