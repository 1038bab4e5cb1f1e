import { language, onLanguageChange } from '../../../../i18n'
import { zh } from './zh'

/**
 * bpmn-js's `translate` service in the interface's language (issue 25): in Chinese the known labels from zh.ts, in
 * English bpmn-js's own templates; `{name}` placeholders filled in either way. Asked for each time a palette, context
 * pad or popup menu is built, so it always answers in the current language.
 */
export function customTranslate(template: string, replacements: Record<string, string> = {}): string {
  const text = language() === 'zh-CN' ? (zh[template] ?? template) : template
  return text.replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`)
}

type EventBus = { on(event: string, fn: () => void): void; fire(event: string): void }
type Injector = { get<T>(name: string, strict?: boolean): T | undefined }
interface SearchPad {
  _container?: Element
}
interface Minimap {
  _toggle?: Element
  isOpen?(): boolean
}

/**
 * A language switch while the diagram is open: diagram-js's `i18n.changed` makes the palette rebuild its entries in
 * place (diagram, undo history and selection untouched); the minimap's toggle and the search box get their names again. The context pad
 * and popup menu are built when opened, so they need nothing.
 */
function LanguageFollower(eventBus: EventBus, injector: Injector) {
  const off = onLanguageChange(() => eventBus.fire('i18n.changed'))
  eventBus.on('diagram.destroy', off)
  eventBus.on('i18n.changed', () => {
    const minimap = injector.get<Minimap>('minimap', false)
    if (minimap?._toggle && minimap.isOpen)
      minimap._toggle.setAttribute('title', customTranslate(minimap.isOpen() ? 'Close minimap' : 'Open minimap'))
    // the search box is built once, with the modeler
    injector
      .get<SearchPad>('searchPad', false)
      ?._container?.querySelector('input')
      ?.setAttribute('aria-label', customTranslate('Search in diagram'))
  })
}
LanguageFollower.$inject = ['eventBus', 'injector']

/** diagram-js DI module replacing the default (English) translate service. */
export default {
  __init__: ['translateLanguage'],
  translate: ['value', customTranslate],
  translateLanguage: ['type', LanguageFollower],
}
