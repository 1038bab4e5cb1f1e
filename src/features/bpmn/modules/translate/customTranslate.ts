import { zh } from './zh'

/** bpmn-js's `translate` service: Chinese text for known labels, `{name}` placeholders filled in. */
export function customTranslate(template: string, replacements: Record<string, string> = {}): string {
  const text = zh[template] ?? template
  return text.replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`)
}

/** diagram-js DI module replacing the default (English) translate service. */
export default { translate: ['value', customTranslate] }
