import bpm from '../features/bpm/locales/en'
import form from '../features/bpm/form/locales/en'
import business from '../features/business/locales/en'
import portal from '../features/portal/locales/en'
import survey from '../features/survey/locales/en'
import system from '../features/system/locales/en'
import user from '../features/user/locales/en'
import layout from '../layout/locales/en'

export default { layout, portal, survey, system, user, business, bpm, form }
