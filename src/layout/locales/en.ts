import type { Translation } from '../../i18n/catalogs'
import type zh from './zh-CN'

const en: Translation<typeof zh> = {
}
export default en
