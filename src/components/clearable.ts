/**
 * `allowClear` for antd's Select: its clear button is named "Clear" by rc-select whatever the locale (antd 6.6's
 * zh_CN has no text for it; ant-design/ant-design#58267 adds one). Screen readers hear 清除 instead.
 */
export const CLEARABLE = { label: '清除' } as const
