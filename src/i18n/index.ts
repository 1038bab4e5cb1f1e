// The interface's language (issue 25): 简体中文 or English, the browser's on a first visit, then the user's choice.
// Lingui's runtime formats the messages (ICU syntax: `{name}`, `{count, plural, one {# item} other {# items}}`); the
// messages are our typed catalogues (src/messages/), compiled when built. Not i18next: its 15.6 KiB (gzip) breaks the
// entrance's 130 KiB budget; Lingui's runtime is 2.6 KiB.
import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { STORAGE_KEYS, local } from '../utils/storage'
import { LANGUAGES, type Group, type Language, type MessageKey, type MessageTable, type Namespace } from './catalogs'

export {
  LANGUAGES,
  type Group,
  type GroupLoaders,
  type Language,
  type MessageKey,
  type Namespace,
  type Translation,
} from './catalogs'
export { i18n }

let table: MessageTable | undefined
/** The app's messages: each group's loaders and each namespace's group (src/messages/ registers them at start-up). */
export function registerMessages(messages: MessageTable) {
  table = messages
}
function messages(): MessageTable {
  if (!table) throw new Error('No messages registered: import src/messages before asking for any (main.tsx, test set-up)')
  return table
}

// Production builds load the catalogues compiled (scripts/compiledMessages.mjs) and drop the compiler.
if (!import.meta.env.PROD) i18n.setMessagesCompiler(compileMessage)

/** Message values: ICU arguments by name. */
export type Values = Record<string, unknown>

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/** The browser's first preferred language: any Chinese → 简体中文, anything else → English. */
export function browserLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  const first = preferred[0] ?? (typeof navigator === 'undefined' ? 'zh-CN' : navigator.language)
  return /^zh\b/i.test(first) ? 'zh-CN' : 'en'
}

/** The user's choice if made (public/prefs.js reads the same key for <html lang> before the first paint), else the browser's. */
export function initialLanguage(): Language {
  const stored = local.get(STORAGE_KEYS.language)
  return isLanguage(stored) ? stored : browserLanguage()
}

let current: Language | undefined
/** The interface's language: the one shown, or before the first render the one about to be. */
export const language = (): Language => (current ??= initialLanguage())

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown }
const loads = new Map<string, Tracked<void>>()
/** Groups asked for so far: a switch loads all of them in the new language before it shows anything. */
const wanted = new Set<Group>()

/** A group's messages in a language, fetched once; marked settled for React's `use` (no suspension once loaded). */
function loadGroup(group: Group, lang: Language): Tracked<void> {
  const key = `${group}:${lang}`
  let load = loads.get(key)
  if (!load) {
    load = messages().groups[group][lang]().then(({ default: bundle }) => {
      const messages: Record<string, string> = {}
      for (const [ns, catalog] of Object.entries(bundle as Record<string, Record<string, string>>)) {
        for (const [k, message] of Object.entries(catalog)) messages[`${ns}.${k}`] = message
      }
      i18n.load(lang, messages)
    }) as Tracked<void>
    load.then(
      () => Object.assign(load!, { status: 'fulfilled' }),
      (reason: unknown) => {
        loads.delete(key) // a failed chunk may load on the next try
        Object.assign(load!, { status: 'rejected', reason })
      },
    )
    loads.set(key, load)
  }
  return load
}

/** The messages of a namespace in the current language (await it outside React before translating). */
export function namespaceLoad(ns: Namespace): Promise<void> {
  const group = messages().groupOf[ns]
  wanted.add(group)
  return loadGroup(group, language())
}

/** The same, or null when they are there already. */
export function pendingNamespace(ns: Namespace): Promise<void> | null {
  const load = namespaceLoad(ns) as Tracked<void>
  return load.status === 'fulfilled' ? null : load
}

/** Starts fetching the groups a page will need (the layout's preload asks for the app's messages with its code). */
export function preloadMessages(...groups: Group[]): Promise<void> {
  for (const g of groups) wanted.add(g)
  return Promise.all(groups.map((g) => loadGroup(g, language()))).then(() => undefined)
}

const listeners = new Set<(lang: Language) => void>()
/** Called after every switch (antd's and dayjs's locale, the document title …). */
export function onLanguageChange(listener: (lang: Language) => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function activate(lang: Language) {
  current = lang
  i18n.activate(lang)
  if (typeof document !== 'undefined') document.documentElement.lang = lang
  for (const l of listeners) l(lang)
}

/** Before the first render: the initial language with the entrance's messages (and any other group asked for). */
export async function startLanguage(lang: Language = initialLanguage(), ...groups: Group[]) {
  current = lang
  await Promise.all(['entrance' as Group, ...groups].map((g) => (wanted.add(g), loadGroup(g, lang))))
  activate(lang)
}

/**
 * Switches in place: every group in use loads in the new language first, then one render in it — kept-alive pages,
 * their input and the designer's diagram stay as they are.
 */
export async function setLanguage(lang: Language) {
  await Promise.all([...wanted].map((g) => loadGroup(g, lang)))
  local.set(STORAGE_KEYS.language, lang)
  activate(lang)
}

/** A message outside React (request errors, document titles): `translate('common', 'timeout')`. */
export function translate<N extends Namespace>(ns: N, key: MessageKey<N>, values?: Values): string {
  return i18n._(`${ns}.${key}`, values)
}

/**
 * A text that declarations keep (columns, fields, rules, route titles, options) and components show: a plain string
 * (data, a name from the server) or a message looked up when shown, so it follows a switch.
 */
export type Text = string | (() => string)

/** A message as a declaration holds it: `label: msg('system', 'configName')`; shown with `text(label)`. */
export function msg<N extends Namespace>(ns: N, key: MessageKey<N>, values?: Values): () => string {
  return () => translate(ns, key, values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isText(v) ? text(v) : v])))
}

const isText = (value: unknown): value is Text => typeof value === 'string' || typeof value === 'function'

/** What a Text says in the current language (call it while rendering, in a component that re-renders on a switch). */
export const text = (value: Text): string => (typeof value === 'function' ? value() : value)
