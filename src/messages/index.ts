// The app's messages, gathered at the top (issue 52: floors point down — i18n/ knows no feature, the features know
// i18n/): which namespaces there are, their catalogues (one pair of files per feature: zh-CN.ts is the source and the
// type, en.ts must have the same keys), and which chunk carries them. A language's messages load only in that
// language, in groups (issue 25): what the entrance needs, what the rest of the app needs (with the layout), bpmn-js's
// (designer and viewer routes only) and the form designer's. Imported once where the app starts (main.tsx, the test
// set-ups), before any message is asked for.
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
import type common from '../i18n/locales/zh-CN'
import { registerMessages, type Group, type GroupLoaders, type Namespace } from '../i18n'
import type layout from '../layout/locales/zh-CN'

declare module '../i18n/catalogs' {
  interface Catalogs {
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
  interface MessageGroups {
    entrance: true
    app: true
    bpmn: true
    formDesigner: true
  }
}

export const GROUPS: Record<Group, GroupLoaders> = {
  entrance: { 'zh-CN': () => import('./entrance.zh-CN'), en: () => import('./entrance.en') },
  app: { 'zh-CN': () => import('./app.zh-CN'), en: () => import('./app.en') },
  bpmn: { 'zh-CN': () => import('./bpmn.zh-CN'), en: () => import('./bpmn.en') },
  // the form designer's own texts, on its route only (issue 43)
  formDesigner: { 'zh-CN': () => import('./formDesigner.zh-CN'), en: () => import('./formDesigner.en') },
}

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

registerMessages({ groups: GROUPS, groupOf: GROUP_OF })
