import { msg } from '../../i18n'

/** Enum values and error codes of yudao's system/infra modules that these pages rely on. */

/** CommonStatusEnum: dictionary types and entries. */
export const STATUS_ENABLED = 0

/** ConfigTypeEnum: built-in entries are read by the system and can't be deleted. */
export const CONFIG_TYPE = { BUILT_IN: 1, CUSTOM: 2 } as const

/** ErrorCodeConstants (system/infra) answered for a field the user typed. */
export const ERROR_CODE = {
  CONFIG_KEY_DUPLICATE: 1_001_000_002,
  DICT_TYPE_NAME_DUPLICATE: 1_002_006_003,
  DICT_TYPE_TYPE_DUPLICATE: 1_002_006_004,
  DICT_DATA_VALUE_DUPLICATE: 1_002_007_003,
} as const

/** yudao's colour types for dictionary entries (DictTag maps them to tag colours). */
export const COLOR_TYPE_OPTIONS = [
  { value: 'default', label: msg('system', 'colorDefault') },
  { value: 'primary', label: msg('system', 'colorPrimary') },
  { value: 'success', label: msg('system', 'colorSuccess') },
  { value: 'info', label: msg('system', 'colorInfo') },
  { value: 'warning', label: msg('system', 'colorWarning') },
  { value: 'danger', label: msg('system', 'colorDanger') },
]
