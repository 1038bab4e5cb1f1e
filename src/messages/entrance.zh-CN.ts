import entrance from '../features/portal/locales/entrance.zh-CN'
import common from '../i18n/locales/zh-CN'

export default { common, entrance }
