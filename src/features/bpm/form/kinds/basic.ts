/**
 * The 基础 kinds (issue 43): the value kinds of form-create and element-plus, and yudao's own (rich text, file and image
 * uploads), in the palette's order.
 */
import { choices, prop, value, valueWithRule, type Entry } from './entry'
import { clearable, disabled, multiple, options, placeholder, readonly, uploadProps } from './commonProps'

export const DATE_TYPES = [
  'date',
  'datetime',
  'daterange',
  'datetimerange',
  'month',
  'monthrange',
  'year',
  'week',
  'dates',
]

export const BASIC_KINDS: Entry[] = [
  value('input', 'kindInput', 'string', [
    prop('props.type', 'propType', 'select', { choices: choices('text', 'textarea', 'password') }),
    placeholder,
    prop('props.maxlength', 'propMaxlength', 'number'),
    prop('props.showWordLimit', 'propShowWordLimit', 'switch'),
    prop('props.rows', 'propRows', 'number', { when: (r) => r.props?.type === 'textarea' }),
    clearable,
    disabled,
    readonly,
  ]),
  // palette variants of `input`, as form-create-designer's textarea.js / password.js write them
  valueWithRule(
    'textarea',
    'kindTextarea',
    'string',
    [placeholder, prop('props.rows', 'propRows', 'number'), disabled, readonly],
    {
      type: 'input',
      props: { type: 'textarea' },
    },
  ),
  valueWithRule('password', 'kindPassword', 'string', [placeholder, disabled], {
    type: 'input',
    props: { type: 'password' },
  }),
  value(
    'inputNumber',
    'kindInputNumber',
    'number',
    [
      prop('props.min', 'propMin', 'number'),
      prop('props.max', 'propMax', 'number'),
      prop('props.step', 'propStep', 'number'),
      prop('props.precision', 'propPrecision', 'number'),
      placeholder,
      disabled,
    ],
    { aliases: ['number'] },
  ),
  value('radio', 'kindRadio', 'any', [options, disabled]),
  value('checkbox', 'kindCheckbox', 'array', [
    options,
    prop('props.min', 'propMin', 'number'),
    prop('props.max', 'propMax', 'number'),
    disabled,
  ]),
  value('select', 'kindSelect', 'any', [
    options,
    multiple,
    placeholder,
    prop('props.filterable', 'propFilterable', 'switch'),
    clearable,
    disabled,
  ]),
  value('switch', 'kindSwitch', 'boolean', [
    prop('props.activeValue', 'propActiveValue', 'json'),
    prop('props.inactiveValue', 'propInactiveValue', 'json'),
    prop('props.activeText', 'propActiveText', 'text'),
    prop('props.inactiveText', 'propInactiveText', 'text'),
    disabled,
  ]),
  value('rate', 'kindRate', 'number', [
    prop('props.max', 'propMax', 'number'),
    prop('props.allowHalf', 'propAllowHalf', 'switch'),
    disabled,
  ]),
  value('slider', 'kindSlider', 'number', [
    prop('props.min', 'propMin', 'number'),
    prop('props.max', 'propMax', 'number'),
    prop('props.step', 'propStep', 'number'),
    prop('props.range', 'propRange', 'switch'),
    disabled,
  ]),
  value('timePicker', 'kindTimePicker', 'string', [
    prop('props.isRange', 'propIsRange', 'switch'),
    placeholder,
    prop('props.format', 'propFormat', 'text'),
    prop('props.valueFormat', 'propValueFormat', 'text'),
    disabled,
  ]),
  valueWithRule('timeRange', 'kindTimeRange', 'array', [prop('props.format', 'propFormat', 'text'), disabled], {
    type: 'timePicker',
    props: { isRange: true },
  }),
  value('datePicker', 'kindDatePicker', 'string', [
    prop('props.type', 'propDateType', 'select', { choices: choices(...DATE_TYPES) }),
    placeholder,
    prop('props.format', 'propFormat', 'text'),
    prop('props.valueFormat', 'propValueFormat', 'text'),
    clearable,
    disabled,
  ]),
  valueWithRule(
    'dateRange',
    'kindDateRange',
    'array',
    [prop('props.format', 'propFormat', 'text'), prop('props.valueFormat', 'propValueFormat', 'text'), disabled],
    {
      type: 'datePicker',
      props: { type: 'daterange' },
    },
  ),
  value('colorPicker', 'kindColorPicker', 'string', [prop('props.showAlpha', 'propShowAlpha', 'switch'), disabled]),
  valueWithRule(
    'cascader',
    'kindCascader',
    'array',
    [prop('props.options', 'propCascaderOptions', 'json'), placeholder, clearable, disabled],
    {
      props: { options: [] },
    },
  ),
  valueWithRule('upload', 'kindUpload', 'any', [prop('props.limit', 'propLimit', 'number'), disabled], {
    props: { action: '/', onSuccess: '$FN:function (res, file) {\n  file.url = res.data\n}' },
  }),
  value('fcEditor', 'kindFcEditor', 'string', [disabled]),
  valueWithRule('elTransfer', 'kindTransfer', 'array', [prop('props.data', 'propTransferData', 'json'), disabled], {
    props: { data: [] },
  }),
  valueWithRule(
    'tree',
    'kindTree',
    'array',
    [prop('props.data', 'propTreeData', 'json'), prop('props.showCheckbox', 'propShowCheckbox', 'switch')],
    {
      props: { data: [], showCheckbox: true, nodeKey: 'id' },
    },
  ),
  valueWithRule(
    'elTreeSelect',
    'kindTreeSelect',
    'any',
    [prop('props.data', 'propTreeData', 'json'), multiple, placeholder, disabled],
    {
      props: { data: [] },
    },
  ),
  // yudao's own, put in 基础 by its designer (useFormCreateDesigner: appendMenuItem('main', …))
  valueWithRule('Editor', 'kindEditor', 'string', [prop('props.height', 'propHeight', 'text'), disabled], {
    props: { height: '500px' },
  }),
  value('UploadFile', 'kindUploadFile', 'any', uploadProps, {}, { props: {} }),
  value('UploadImg', 'kindUploadImg', 'string', [prop('props.fileSize', 'propFileSize', 'number'), disabled]),
  value('UploadImgs', 'kindUploadImgs', 'array', uploadProps),
]
