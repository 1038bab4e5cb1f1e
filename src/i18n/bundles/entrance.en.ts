import entrance from '../../features/portal/locales/entrance.en'
import common from '../locales/en'

export default { common, entrance }
