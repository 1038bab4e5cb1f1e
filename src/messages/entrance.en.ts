import entrance from '../features/portal/locales/entrance.en'
import common from '../i18n/locales/en'

export default { common, entrance }
