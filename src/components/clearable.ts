import { translate } from '../i18n'

/**
 * `allowClear` for antd's Select: its clear button is named "Clear" by rc-select whatever the locale (antd 6.6's
 * zh_CN has no text for it; ant-design/ant-design#58267 adds one). Screen readers hear 清除 (Clear in English) instead.
 */
export const CLEARABLE = {
  get label() {
    return translate('common', 'clear') // read when the select renders: the current language
  },
}
