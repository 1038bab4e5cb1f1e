import type { Translation } from '../../../i18n/catalogs'
import type zh from './entrance.zh-CN'

const en: Translation<typeof zh> = {
}
export default en
