/** The 系统字段 kinds (issue 43): yudao's pickers of users, departments, dictionary entries and an API's answers. */
import { disabled, isPicker, multiple, placeholder, selectType } from './commonProps'
import { choices, m, prop, value, type Entry } from './entry'

export const SYSTEM_KINDS: Entry[] = [
  value('UserSelect', 'kindUserSelect', 'any', [selectType, { ...multiple, when: isPicker }, placeholder, disabled], {
    group: 'system',
  }),
  value('DeptSelect', 'kindDeptSelect', 'any', [selectType, { ...multiple, when: isPicker }, placeholder, disabled], {
    group: 'system',
  }),
  value(
    'DictSelect',
    'kindDictSelect',
    'any',
    [
      prop('props.dictType', 'propDictType', 'dict'),
      prop('props.valueType', 'propValueType', 'select', {
        choices: [
          { value: 'int', label: m('valueTypeInt') },
          { value: 'str', label: m('valueTypeStr') },
          { value: 'bool', label: m('valueTypeBool') },
        ],
      }),
      selectType,
      { ...multiple, when: isPicker },
      placeholder,
      disabled,
    ],
    { group: 'system' },
  ),
  value(
    'ApiSelect',
    'kindApiSelect',
    'any',
    [
      prop('props.url', 'propUrl', 'text'),
      prop('props.method', 'propMethod', 'select', { choices: choices('GET', 'POST') }),
      prop('props.data', 'propData', 'textarea', { when: (r) => r.props?.method === 'POST' }),
      prop('props.labelField', 'propLabelField', 'text'),
      prop('props.valueField', 'propValueField', 'text'),
      selectType,
      { ...multiple, when: isPicker },
      placeholder,
      disabled,
    ],
    { group: 'system' },
  ),
]
