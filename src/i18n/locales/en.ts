import type { Translation } from '../catalogs'
import type zh from './zh-CN'

const en: Translation<typeof zh> = {
  languageSwitch: 'Change the interface language',
}
export default en
