/** Properties several kinds offer in the designer (issue 43). */
import type { FcRule } from '../types'
import { m, prop } from './entry'

export const placeholder = prop('props.placeholder', 'propPlaceholder', 'text')
export const disabled = prop('props.disabled', 'propDisabled', 'switch')
export const readonly = prop('props.readonly', 'propReadonly', 'switch')
export const clearable = prop('props.clearable', 'propClearable', 'switch')
export const multiple = prop('props.multiple', 'propMultiple', 'switch')
export const options = prop('options', 'propOptions', 'options')
export const selectType = prop('props.selectType', 'propSelectType', 'select', {
  choices: [
    { value: 'select', label: m('selectTypeSelect') },
    { value: 'radio', label: m('selectTypeRadio') },
    { value: 'checkbox', label: m('selectTypeCheckbox') },
  ],
})
export const isPicker = (rule: FcRule) => ((rule.props?.selectType as string | undefined) ?? 'select') === 'select'
export const uploadProps = [
  prop('props.limit', 'propLimit', 'number'),
  prop('props.fileSize', 'propFileSize', 'number'),
  prop('props.fileType', 'propFileType', 'json'),
  disabled,
]
