import entrance from '../../features/portal/locales/entrance.zh-CN'
import common from '../locales/zh-CN'

export default { common, entrance }
