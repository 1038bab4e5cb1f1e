/** The demo's two process forms, as yudao's form designer (form-create) saves them: 采购申请单 and 通用审批单. */
import type { NewRow } from '../db'
import type { FormRow } from './records'
import { HOUR, SEEDED_AT } from './seed'

/**
 * A rule as form-create's designer (yudao-ui-admin-vue3) writes it into BpmFormDO.fields: the kind's own keys, then the
 * designer's bookkeeping (`_fc_id`, `name`, `display`, `hidden`, `_fc_drag_tag`), one JSON text per top-level rule.
 */
const fc = (rule: Record<string, unknown>, dragTag = String(rule.type)): Record<string, unknown> => {
  const id = String(rule.field ?? `${rule.type}_${(fcSeq += 1)}`)
  return { ...rule, _fc_id: `id_F${id}`, name: `ref_F${id}`, display: true, hidden: false, _fc_drag_tag: dragTag }
}
let fcSeq = 0
const field = (type: string, name: string, title: string, required: boolean | string, extra: object = {}) =>
  fc({ type, field: name, title, info: '', $required: required, ...extra })
const texts = (...rules: Record<string, unknown>[]) => rules.map((r) => JSON.stringify(r))
/** form-create's form options as its designer saves them (`conf`). */
const CONF = JSON.stringify({
  form: { inline: false, hideRequiredAsterisk: false, labelPosition: 'right', size: 'default', labelWidth: '125px' },
  resetBtn: { show: false, innerText: '重置' },
  submitBtn: { show: true, innerText: '提交' },
})

export const FORMS: NewRow<FormRow>[] = [
  {
    name: '采购申请单',
    status: 0,
    fields: texts(
      field('input', 'item', '采购物品', true),
      // a number: the process reads it as one (the purchase's variables, gateway conditions)
      field('inputNumber', 'amount', '金额（元）', true, { props: { min: 0, precision: 2 } }),
      field('input', 'reason', '采购理由', false, { props: { type: 'textarea', rows: 3 } }),
    ),
    conf: CONF,
    remark: '采购审批使用',
    createTime: SEEDED_AT,
  },
  {
    // every common kind, laid out as yudao's designer lays a form out
    name: '通用审批单',
    status: 0,
    fields: texts(
      field('input', 'title', '标题', true, { props: { placeholder: '请输入标题', maxlength: 50 } }),
      field('radio', 'urgency', '紧急程度', false, {
        value: 1,
        options: [
          { value: 1, label: '普通' },
          { value: 2, label: '紧急' },
        ],
        control: [{ value: 2, condition: '==', method: 'display', rule: ['urgentReason'] }],
      }),
      field('input', 'urgentReason', '紧急原因', true),
      fc(
        {
          type: 'FcRow',
          props: { gutter: 16 },
          children: [
            fc({
              type: 'col',
              props: { span: 12 },
              children: [
                fc({
                  type: 'inputNumber',
                  field: 'budget',
                  title: '预算（元）',
                  info: '',
                  $required: false,
                  props: { min: 0 },
                }),
              ],
            }),
            fc({
              type: 'col',
              props: { span: 12 },
              children: [
                fc({
                  type: 'datePicker',
                  field: 'deadline',
                  title: '期望完成日期',
                  info: '',
                  $required: false,
                  props: { type: 'date' },
                }),
              ],
            }),
          ],
        },
        'row',
      ),
      field('checkbox', 'scope', '涉及范围', false, {
        options: [
          { value: 'tech', label: '技术' },
          { value: 'finance', label: '财务' },
          { value: 'legal', label: '法务' },
        ],
      }),
      field('select', 'systems', '相关系统', false, {
        props: { multiple: true },
        options: [
          { value: 'erp', label: 'ERP' },
          { value: 'crm', label: 'CRM' },
          { value: 'oa', label: 'OA' },
        ],
      }),
      field('switch', 'needReply', '需要书面回复', false, { value: 0, props: { activeValue: 1, inactiveValue: 0 } }),
      field('datePicker', 'meetingAt', '评审会时间', false, { props: { type: 'datetime' } }),
      field('timePicker', 'workTime', '可联系时段', false, { props: { isRange: true } }),
      field('rate', 'priority', '重要程度', false, { value: 3 }),
      field('slider', 'progress', '当前进度（%）', false, { value: 0, props: { min: 0, max: 100, step: 10 } }),
      field('DictSelect', 'category', '流程分类', false, {
        props: { dictType: 'bpm_model_category', valueType: 'int' },
      }),
      field('UserSelect', 'contact', '联系人', false),
      field('DeptSelect', 'dept', '主办部门', false),
      fc({ type: 'elDivider', props: {}, children: ['说明'] }, 'elDivider'),
      fc(
        {
          type: 'html',
          title: '',
          native: true,
          attrs: { innerHTML: '' },
          children: ['<p>请写清楚<strong>背景</strong>与<strong>期望结果</strong>。</p>'],
        },
        'html',
      ),
      field('input', 'content', '内容', true, { props: { type: 'textarea', rows: 4 } }),
    ),
    conf: CONF,
    remark: '',
    createTime: SEEDED_AT + HOUR,
  },
]
