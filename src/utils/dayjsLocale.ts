// dayjs speaks the interface's language wherever antd shows a date (pickers' month and weekday names; weeks start on
// Monday in Chinese, on Sunday in English): antd's locales name dayjs's but don't load it. Imported once for its
// effect by AntdProviders, which follows every language switch.
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { language, onLanguageChange, type Language } from '../i18n'

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', en: 'en' }

dayjs.locale(DAYJS_LOCALE[language()])
onLanguageChange((lang) => dayjs.locale(DAYJS_LOCALE[lang]))
