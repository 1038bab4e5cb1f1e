// Where each namespace's messages live (one pair of files per feature: zh-CN.ts is the source and the type, en.ts must
// have the same keys), and which chunk carries them: a language's messages load only in that language, in three groups
// (issue 25): what the entrance needs, what the rest of the app needs (with the layout), and bpmn-js's (designer and
// viewer routes only).
import type bpm from '../features/bpm/locales/zh-CN'
import type form from '../features/bpm/form/locales/zh-CN'
import type bpmn from '../features/bpmn/locales/zh-CN'
import type formDesigner from '../features/bpm/form/designer/locales/zh-CN'
import type business from '../features/business/locales/zh-CN'
import type entrance from '../features/portal/locales/entrance.zh-CN'
import type portal from '../features/portal/locales/zh-CN'
import type survey from '../features/survey/locales/zh-CN'
import type system from '../features/system/locales/zh-CN'
import type user from '../features/user/locales/zh-CN'
import type layout from '../layout/locales/zh-CN'
import type common from './locales/zh-CN'

export interface Catalogs {
  common: typeof common
  entrance: typeof entrance
  layout: typeof layout
  portal: typeof portal
  survey: typeof survey
  system: typeof system
  user: typeof user
  business: typeof business
  bpm: typeof bpm
  form: typeof form
  bpmn: typeof bpmn
  formDesigner: typeof formDesigner
}
export type Namespace = keyof Catalogs
/** A message key of a namespace. */
export type MessageKey<N extends Namespace> = keyof Catalogs[N] & string

/** An English catalogue: exactly the Chinese one's keys (a missing or extra key fails the typecheck). */
export type Translation<Source> = { [K in keyof Source]: string }

export const LANGUAGES = ['zh-CN', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

type Bundle = Partial<Record<Namespace, Record<string, string>>>
type Loaders = Record<Language, () => Promise<{ default: Bundle }>>

export const GROUPS = {
  entrance: { 'zh-CN': () => import('./bundles/entrance.zh-CN'), en: () => import('./bundles/entrance.en') },
  app: { 'zh-CN': () => import('./bundles/app.zh-CN'), en: () => import('./bundles/app.en') },
  bpmn: { 'zh-CN': () => import('./bundles/bpmn.zh-CN'), en: () => import('./bundles/bpmn.en') },
  // the form designer's own texts, on its route only (issue 43)
  formDesigner: { 'zh-CN': () => import('./bundles/formDesigner.zh-CN'), en: () => import('./bundles/formDesigner.en') },
} satisfies Record<string, Loaders>
export type Group = keyof typeof GROUPS

export const GROUP_OF: Record<Namespace, Group> = {
  common: 'entrance',
  entrance: 'entrance',
  layout: 'app',
  portal: 'app',
  survey: 'app',
  system: 'app',
  user: 'app',
  business: 'app',
  bpm: 'app',
  form: 'app',
  bpmn: 'bpmn',
  formDesigner: 'formDesigner',
}
