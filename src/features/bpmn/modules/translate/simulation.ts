import { language } from '../../../../i18n'

/**
 * Chinese for bpmn-js-token-simulation, which writes its tooltips, buttons, notifications and log entries itself
 * instead of asking bpmn-js's `translate`. This module translates them where they are made: it wraps the services'
 * text-taking methods (log, notifications) and translates the few elements each service builds once, right after
 * building them — node_modules stays untouched. Unknown texts pass through unchanged, and in English (issue 25) every
 text does: the simulation's own English. A language switch translates the built elements again from their English.
 */

/** Every fixed English text of bpmn-js-token-simulation 0.39 a user can see or hear. */
export const SIMULATION_ZH: Record<string, string> = {
  'Token Simulation': '令牌模拟',
  // palette
  'Play/Pause Simulation': '播放/暂停模拟',
  'Reset Simulation': '重置模拟',
  'Toggle Simulation Log': '显示/隐藏模拟日志',
  'Set animation speed = Slow': '动画速度：慢',
  'Set animation speed = Normal': '动画速度：正常',
  'Set animation speed = Fast': '动画速度：快',
  // context pads on the canvas
  'Trigger Event': '触发事件',
  'Set Sequence Flow': '选择顺序流',
  'Add pause point': '添加暂停点',
  'Remove pause point': '移除暂停点',
  // notifications
  'Pause Simulation': '模拟已暂停',
  'Play Simulation': '模拟继续',
  'Found unsupported elements': '发现不支持模拟的元素',
  'Not supported': '不支持',
  Finished: '已完成',
  // log
  'Simulation Log': '模拟日志',
  'No Entries': '暂无记录',
  Close: '关闭',
  Process: '流程',
  SubProcess: '子流程',
  'Service Task': '服务任务',
  'User Task': '用户任务',
  'Call Activity': '调用活动',
  'Script Task': '脚本任务',
  'Business Rule Task': '业务规则任务',
  'Manual Task': '手工任务',
  'Receive Task': '接收任务',
  'Send Task': '发送任务',
  Task: '任务',
  'Exclusive Gateway': '互斥网关',
  'Parallel Gateway': '并行网关',
  'Inclusive Gateway': '相容网关',
  'Start Event': '开始事件',
  'Intermediate Event': '中间事件',
  'Boundary Event': '边界事件',
  'End Event': '结束事件',
}

const SCOPE_STATES: Record<string, string> = { started: '已开始', finished: '已完成', canceled: '已取消' }

/** One text of the simulation in Chinese: a fixed text, a log line about a (sub)process, or a scope's tooltip. */
export function translateSimulationText(text: string): string {
  if (language() !== 'zh-CN') return text
  const fixed = SIMULATION_ZH[text]
  if (fixed !== undefined) return fixed
  // Log: `${'Process' | 'SubProcess' | name} started|finished|canceled`.
  const scope = /^(.+) (started|finished|canceled)$/.exec(text)
  if (scope) return `${SIMULATION_ZH[scope[1]] ?? scope[1]}${SCOPE_STATES[scope[2]]}`
  const focus = /^Focus process instance (.+)$/.exec(text)
  if (focus) return `只显示流程实例 ${focus[1]}`
  return text
}

const TRANSLATED_ATTRIBUTES = ['title', 'aria-label']

/**
 * What the simulation wrote and what we showed instead, per text node and attribute: a later pass (a language switch)
 * translates from the simulation's English again; a value the simulation has since changed is taken as its new text.
 */
const originals = new WeakMap<Node, Map<string, { source: string; shown: string }>>()
function translated(node: Node, slot: string, current: string, translate: (source: string) => string): string {
  let slots = originals.get(node)
  if (!slots) originals.set(node, (slots = new Map()))
  const known = slots.get(slot)
  const source = known && known.shown === current ? known.source : current
  const shown = translate(source)
  slots.set(slot, { source, shown })
  return shown
}

/** Translates the texts and tooltips of elements the simulation just built (its own markup, no user data). */
export function translateSimulationDom(root: Element | null | undefined): void {
  if (!root) return
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const name of TRANSLATED_ATTRIBUTES) {
      const value = el.getAttribute(name)
      if (value) el.setAttribute(name, translated(el, name, value, translateSimulationText))
    }
  }
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    if (!text.trim()) continue
    node.nodeValue = translated(node, 'text', text, (source) => {
      const trimmed = source.trim()
      return source.replace(trimmed, translateSimulationText(trimmed))
    })
  }
}

/** The tooltips inside a context pad's HTML string (built fresh each time the pad updates). */
export const translateSimulationHtml = (html: string) =>
  html.replace(/title="([^"]*)"/g, (_, title: string) => `title="${translateSimulationText(title)}"`)

type Options = { text?: string }
type Injector = { get<T>(name: string, strict?: boolean): T | undefined }
type EventBus = { on(event: string, priority: number, fn: () => void): void }
type Root = Element | null | undefined
interface ContextPadHandler {
  createContextPads(element: unknown): ({ html: string } | null)[] | undefined
  zhWrapped?: boolean
}

/** Replaces the method `obj[key]` by `fn`, which gets the original (bound to `obj`) and the arguments. */
function wrap<T extends object>(
  obj: T | undefined,
  key: string,
  fn: (original: (...args: unknown[]) => unknown, ...args: unknown[]) => unknown,
) {
  const target = obj as Record<string, unknown> | undefined
  const original = target?.[key]
  if (typeof original !== 'function') return
  target![key] = (...args: unknown[]) =>
    fn((...a: unknown[]) => (original as (...x: unknown[]) => unknown).apply(obj, a), ...args)
}

/** Wraps a method whose argument at `index` is `{ text, … }` so the text arrives in Chinese. */
function translateTextArgument(obj: object | undefined, key: string, index: number) {
  wrap(obj, key, (original, ...args) => {
    const options = args[index] as Options | undefined
    if (options?.text) args[index] = { ...options, text: translateSimulationText(options.text) }
    return original(...args)
  })
}

function SimulationTranslate(injector: Injector, eventBus: EventBus) {
  const get = <T extends object>(name: string) => injector.get<T>(name, false)

  translateTextArgument(get('log'), 'log', 0)
  translateTextArgument(get('notifications'), 'showNotification', 0)
  translateTextArgument(get('elementNotifications'), 'addElementNotification', 1)

  // Markup built once by the constructors, translated now and again on every language switch (customTranslate fires
  // diagram-js's i18n.changed).
  const log = get<{ _container?: Element; paletteEntry?: Element; _content?: Element }>('log')
  const showScopes = get<{ _container?: Element }>('showScopes')
  const toggleMode = get<{ _container?: Element }>('toggleMode')
  const roots = (): Root[] => [
    log?._container,
    log?.paletteEntry,
    get<{ _paletteEntry?: Element }>('resetSimulation')?._paletteEntry,
    get<{ paletteEntry?: Element }>('pauseSimulation')?.paletteEntry,
    get<{ _container?: Element }>('setAnimationSpeed')?._container,
    showScopes?._container,
    toggleMode?._container,
  ]
  roots().slice(0, 5).forEach(translateSimulationDom)
  eventBus.on('i18n.changed', 500, () => roots().forEach(translateSimulationDom))
  wrap(log, 'clear', (original) => {
    original()
    translateSimulationDom(log?._content)
  })

  wrap(showScopes, 'addScope', (original, scope) => {
    original(scope)
    translateSimulationDom(showScopes?._container)
  })

  const contextPads = get<{ getHandlers(element: unknown): ContextPadHandler[] }>('contextPads')
  wrap(contextPads, 'getHandlers', (original, element) => {
    const handlers = original(element) as ContextPadHandler[]
    for (const handler of handlers) {
      if (handler.zhWrapped) continue
      handler.zhWrapped = true
      wrap(handler, 'createContextPads', (create, el) =>
        ((create(el) as ({ html: string } | null)[] | undefined) ?? []).map(
          (pad) => pad && { ...pad, html: translateSimulationHtml(pad.html) },
        ),
      )
    }
    return handlers
  })

  // The toggle is built on diagram.init and rebuilt on every switch.
  eventBus.on('diagram.init', 500, () => translateSimulationDom(toggleMode?._container))
  wrap(toggleMode, 'toggleMode', (original, active) => {
    original(active)
    translateSimulationDom(toggleMode?._container)
  })
}
SimulationTranslate.$inject = ['injector', 'eventBus']

/**
 * diagram-js module; list it after bpmn-js-token-simulation. Also numbers the simulation's process instances 1, 2, 3…
 * (the log and the instance badges show them) instead of random letter-and-digit ids.
 */
export default {
  __init__: ['simulationTranslate'],
  simulationTranslate: ['type', SimulationTranslate],
  scopeIds: [
    'factory',
    () => {
      let count = 0
      return { next: () => String(++count) }
    },
  ],
}
