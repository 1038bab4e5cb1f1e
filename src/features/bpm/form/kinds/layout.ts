/** The 布局 kinds (issue 43): rows, columns, cards, tabs, collapses, spaces; a group and a sub-form hold values. */
import { disabled } from './commonProps'
import { field, layout, prop, choices, type Entry } from './entry'

export const LAYOUT_KINDS: Entry[] = [
  layout('fcRow', 'kindRow', { childType: 'col' }, [prop('props.gutter', 'propGutter', 'number')], {
    aliases: ['row', 'elRow'],
  }),
  layout(
    'col',
    'kindCol',
    {},
    [prop('props.span', 'propSpan', 'number')],
    { aliases: ['elCol'] },
    { props: { span: 12 } },
  ),
  layout('elCard', 'kindCard', {}, [prop('props.header', 'propHeader', 'text')], {}, { props: { header: '' } }),
  layout('elTabs', 'kindTabs', { childType: 'elTabPane' }, [
    prop('props.type', 'propType', 'select', { choices: choices('', 'card', 'border-card') }),
  ]),
  layout('elTabPane', 'kindTabPane', {}, [prop('props.label', 'propLabel', 'text')], {}, { props: { label: '' } }),
  layout('elCollapse', 'kindCollapse', { childType: 'elCollapseItem' }, []),
  layout(
    'elCollapseItem',
    'kindCollapseItem',
    {},
    [prop('props.title', 'propTitle', 'text')],
    {},
    { props: { title: '' } },
  ),
  layout(
    'space',
    'kindSpace',
    {},
    [prop('props.direction', 'propDirection', 'select', { choices: choices('horizontal', 'vertical') })],
    {
      aliases: ['elSpace'],
    },
  ),
  {
    type: 'group',
    label: 'kindGroup',
    group: 'layout',
    holdsValue: true,
    valueType: 'array',
    create: field('group', 'kindGroup', { props: { rule: [] } }),
    props: [
      prop('props.min', 'propMinRows', 'number'),
      prop('props.max', 'propMaxRows', 'number'),
      prop('props.rule', 'propSubRules', 'json'),
      disabled,
    ],
  },
  {
    type: 'subForm',
    label: 'kindSubForm',
    group: 'layout',
    holdsValue: true,
    valueType: 'object',
    create: field('subForm', 'kindSubForm', { props: { rule: [] } }),
    props: [prop('props.rule', 'propSubRules', 'json'), disabled],
  },
]
