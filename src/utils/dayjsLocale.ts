// dayjs speaks Chinese wherever antd shows a date (pickers' month/weekday names, weeks starting on Monday): antd's
// zh_CN locale names 'zh-cn' but doesn't load it. Imported once for its effect by AntdProviders.
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

dayjs.locale('zh-cn')
