import bpm from '../features/bpm/locales/zh-CN'
import form from '../features/bpm/form/locales/zh-CN'
import business from '../features/business/locales/zh-CN'
import portal from '../features/portal/locales/zh-CN'
import survey from '../features/survey/locales/zh-CN'
import system from '../features/system/locales/zh-CN'
import user from '../features/user/locales/zh-CN'
import layout from '../layout/locales/zh-CN'

export default { layout, portal, survey, system, user, business, bpm, form }
