/** The 辅助 kinds (issue 43): what a form shows and nobody fills in (dividers, text, html, alerts, tags, buttons …). */
import { text, type MessageKey } from '../../../../i18n'
import { choices, m, prop, show, type Entry } from './entry'

/** A text in one of element-plus's types (its tags and buttons): the content and the type are what the panel offers. */
const typedText = (type: string, label: MessageKey<'form'>, content: MessageKey<'form'>) =>
  show(
    type,
    label,
    [
      prop('children.0', 'propContent', 'text'),
      prop('props.type', 'propType', 'select', { choices: choices('primary', 'success', 'warning', 'danger', 'info') }),
    ],
    () => ({ type, title: '', native: true, children: [text(m(content))] }),
  )

export const ELEMENT_KINDS: Entry[] = [
  show('elDivider', 'kindDivider', [prop('children.0', 'propContent', 'text')], () => ({
    type: 'elDivider',
    props: {},
    children: [''],
  })),
  show(
    'text',
    'kindText',
    [prop('children.0', 'propContent', 'textarea')],
    () => ({
      type: 'div',
      title: '',
      native: true,
      style: { whiteSpace: 'pre-line', width: '100%' },
      children: [text(m('defaultText'))],
    }),
    ['div', 'span'],
  ),
  show('html', 'kindHtml', [prop('children.0', 'propHtml', 'textarea')], () => ({
    type: 'html',
    title: '',
    native: true,
    attrs: { innerHTML: '' },
    children: ['<div>html</div>'],
  })),
  show(
    'elAlert',
    'kindAlert',
    [
      prop('props.title', 'propTitle', 'text'),
      prop('props.type', 'propType', 'select', { choices: choices('success', 'info', 'warning', 'error') }),
      prop('props.description', 'propDescription', 'text'),
      prop('props.showIcon', 'propShowIcon', 'switch'),
    ],
    () => ({ type: 'elAlert', props: { title: text(m('defaultAlert')), type: 'info' } }),
  ),
  typedText('elTag', 'kindTag', 'defaultTag'),
  typedText('elButton', 'kindButton', 'defaultButton'),
  show(
    'fcTitle',
    'kindTitle',
    [
      prop('props.title', 'propTitle', 'text'),
      prop('props.size', 'propSize', 'select', { choices: choices('h1', 'h2', 'h3', 'h4', 'h5', 'h6') }),
    ],
    () => ({
      type: 'fcTitle',
      props: { title: text(m('defaultTitle')) },
    }),
  ),
  show('elImage', 'kindImage', [prop('props.src', 'propSrc', 'text')], () => ({
    type: 'elImage',
    title: '',
    style: { width: '100px', height: '100px' },
    props: { src: '' },
  })),
]
