/** One import warning for the user: what happened and where, in Chinese. */
export interface ImportWarning {
  what: string
  where: string
}

/** A warning as bpmn-moddle (parse) or bpmn-js (drawing) reports it. */
export interface RawWarning {
  message: string
  element?: ModdleLike
  property?: string
  context?: { element?: ModdleLike }
}

interface ModdleLike {
  $type?: string
  id?: string
  name?: string
}

const TYPE_LABELS: Record<string, string> = {
  Definitions: '定义',
  Process: '流程',
  Collaboration: '协作',
  Participant: '池',
  Lane: '泳道',
  LaneSet: '泳道集',
  Task: '任务',
  UserTask: '用户任务',
  ServiceTask: '服务任务',
  ScriptTask: '脚本任务',
  SendTask: '发送任务',
  ReceiveTask: '接收任务',
  ManualTask: '手工任务',
  BusinessRuleTask: '业务规则任务',
  CallActivity: '调用活动',
  SubProcess: '子流程',
  StartEvent: '开始事件',
  EndEvent: '结束事件',
  BoundaryEvent: '边界事件',
  IntermediateCatchEvent: '中间捕获事件',
  IntermediateThrowEvent: '中间抛出事件',
  ExclusiveGateway: '排他网关',
  ParallelGateway: '并行网关',
  InclusiveGateway: '包容网关',
  EventBasedGateway: '事件网关',
  ComplexGateway: '复杂网关',
  SequenceFlow: '顺序流',
  MessageFlow: '消息流',
  Association: '关联',
  DataObject: '数据对象',
  DataObjectReference: '数据对象引用',
  DataStoreReference: '数据存储',
  TextAnnotation: '文本注释',
  Group: '分组',
  Message: '消息',
  Signal: '信号',
  ItemDefinition: '数据类型定义',
  BPMNShape: '图形',
  BPMNEdge: '连线图形',
  BPMNPlane: '图层',
  BPMNDiagram: '流程图',
}

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1)

/** "用户任务 Task_1「审批」" for a moddle element. */
export function describeElement(e: ModdleLike | undefined): string {
  if (!e) return ''
  const type = e.$type ? (TYPE_LABELS[localName(e.$type)] ?? localName(e.$type)) : '元素'
  return [type, e.id].filter(Boolean).join(' ') + (e.name ? `「${e.name}」` : '')
}

/** bpmn-js writes elements as `<bpmn:Task id="Task_1" />`: "任务 Task_1". */
function describeElementString(s: string): string {
  const m = /<([\w:]+)(?: id="([^"]*)")?/.exec(s)
  return m ? describeElement({ $type: m[1], id: m[2] }) : s
}

const NESTED: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^unrecognized element <(.+)>$/, (m) => `未知元素 ${m[1]}`],
  [/^unknown type <(.+)>$/, (m) => `未知类型 ${m[1]}`],
  [/^missing namespace for prefix <(.+)>$/, (m) => `命名空间前缀 ${m[1]} 未声明`],
  [/^duplicate ID <(.+)>$/, (m) => `重复的 id ${m[1]}`],
  [/^illegal ID <(.+)>$/, (m) => `非法的 id ${m[1]}`],
  [/^unexpected body text <(.*)>$/s, () => `不应有的文本内容`],
]

const nestedText = (nested: string) => {
  for (const [re, text] of NESTED) {
    const m = re.exec(nested)
    if (m) return text(m)
  }
  return nested
}

const where = (w: RawWarning) => describeElement(w.element ?? w.context?.element) || '文件'

/** Chinese text for one warning of bpmn-moddle or bpmn-js; unknown ones keep their English text. */
export function describeWarning(w: RawWarning): ImportWarning {
  const msg = w.message
  let m: RegExpExecArray | null
  if ((m = /^unparsable content (.*?)\s*detected\n\tline: (\d+)\n\tcolumn: (\d+)\n\tnested error: (.*)$/s.exec(msg))) {
    return {
      what: `无法识别的内容 ${m[1]}（${nestedText(m[4])}），已忽略，保存时不保留`,
      where: `第 ${Number(m[2]) + 1} 行第 ${Number(m[3]) + 1} 列`,
    }
  }
  if ((m = /^unresolved reference <(.+)>$/.exec(msg))) {
    const prop = w.property ? ` 的 ${localName(w.property)} 属性` : ''
    return { what: `引用了不存在的元素 ${m[1]}（引用原样保留）`, where: where(w) + prop }
  }
  if ((m = /^unknown attribute <(.+)>$/.exec(msg))) {
    return { what: `未知属性 ${m[1]}（原样保留）`, where: where(w) }
  }
  if ((m = /^multiple DI elements defined for (.+)$/.exec(msg))) {
    return { what: '元素有多个图形定义，只绘制第一个', where: describeElementString(m[1]) }
  }
  if ((m = /^no bpmnElement referenced in (.+)$/.exec(msg))) {
    return { what: '图形没有对应的流程元素，未绘制', where: describeElementString(m[1]) }
  }
  if ((m = /^unrecognized flowElement (.+?) in context/.exec(msg))) {
    return { what: '无法识别的流程元素，未绘制', where: describeElementString(m[1]) }
  }
  if ((m = /^element (.+) referenced by (.+)#(\w+) not yet drawn$/.exec(msg))) {
    const side = m[3].startsWith('source') ? '起点' : m[3].startsWith('target') ? '终点' : m[3]
    return {
      what: `${side} ${describeElementString(m[1])} 没有绘制，连线未绘制`,
      where: describeElementString(m[2]),
    }
  }
  if ((m = /^(.+)#(source|target) ?Ref not specified$/.exec(msg))) {
    return { what: `连线缺少${m[2] === 'source' ? '起点' : '终点'}，未绘制`, where: describeElementString(m[1]) }
  }
  if ((m = /^missing (.+)#attachedToRef$/.exec(msg))) {
    return { what: '边界事件没有依附的活动，未绘制', where: describeElementString(m[1]) }
  }
  if ((m = /^unknown di (.+) for element (.+)$/.exec(msg))) {
    return {
      what: `图形定义 ${describeElementString(m[1])} 与元素类型不符，未绘制`,
      where: describeElementString(m[2]),
    }
  }
  if ((m = /^correcting missing bpmnElement on (.+) to (.+)$/.exec(msg))) {
    return { what: `图层没有指明流程，已显示 ${describeElementString(m[2])}`, where: describeElementString(m[1]) }
  }
  if ((m = /^already rendered (.+)$/.exec(msg))) {
    return { what: '元素出现多次，只绘制一次', where: describeElementString(m[1]) }
  }
  return { what: `导入提示：${msg}`, where: where(w) }
}

/** The list as plain text, one numbered line each (what the copy button puts on the clipboard). */
export function warningsText(list: ImportWarning[]): string {
  return list.map((w, i) => `${i + 1}. ${w.what}（位置：${w.where}）`).join('\n')
}
