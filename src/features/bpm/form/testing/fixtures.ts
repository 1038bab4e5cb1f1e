/**
 * Forms as yudao-ui-admin-vue3's designer (@form-create/designer 3 + yudao's FormCreate config) writes them into
 * BpmFormDO.fields: one JSON text per top-level rule, with the designer's bookkeeping (`_fc_id`, `name`,
 * `_fc_drag_tag`, `display`, `hidden`) and what it never runs (`$FN:` strings, `on`, `emit`). For the engine's tests.
 */
export const YUDAO_FIELDS: string[] = [
  '{"type":"input","field":"Fk1qm3ahfbvkabc","title":"申请标题","info":"","$required":"请填写申请标题","_fc_id":"id_Fvb3m3ahfbvkacc","name":"ref_Fhgzm3ahfbvkadc","display":true,"hidden":false,"_fc_drag_tag":"input"}',
  '{"type":"input","field":"reason","title":"申请理由","info":"写清楚原因","$required":false,"props":{"type":"textarea","rows":4,"maxlength":200,"showWordLimit":true},"_fc_id":"id_F2","name":"ref_F2","display":true,"hidden":false,"_fc_drag_tag":"textarea"}',
  '{"type":"inputNumber","field":"amount","title":"金额","info":"","$required":true,"props":{"min":0,"precision":2},"validate":[{"mode":"min","min":1,"trigger":"change","message":"金额至少为 1","type":"number"}],"_fc_id":"id_F3","name":"ref_F3","display":true,"hidden":false,"_fc_drag_tag":"inputNumber"}',
  '{"type":"radio","field":"urgency","title":"紧急程度","info":"","effect":{"fetch":""},"$required":false,"options":[{"value":1,"label":"普通"},{"value":2,"label":"紧急"}],"control":[{"value":2,"condition":"==","method":"display","rule":["urgentReason"]}],"_fc_id":"id_F4","name":"ref_F4","display":true,"hidden":false,"_fc_drag_tag":"radio"}',
  '{"type":"input","field":"urgentReason","title":"紧急原因","info":"","$required":true,"_fc_id":"id_F5","name":"ref_F5","display":true,"hidden":false,"_fc_drag_tag":"input"}',
  '{"type":"checkbox","field":"tags","title":"标签","info":"","$required":false,"options":[{"value":"a","label":"硬件"},{"value":"b","label":"软件"}],"_fc_id":"id_F6","name":"ref_F6","display":true,"hidden":false,"_fc_drag_tag":"checkbox"}',
  '{"type":"switch","field":"invoice","title":"需要发票","info":"","$required":false,"props":{"activeValue":"Y","inactiveValue":"N","activeText":"需要","inactiveText":"不需要"},"_fc_id":"id_F7","name":"ref_F7","display":true,"hidden":false,"_fc_drag_tag":"switch"}',
  '{"type":"FcRow","props":{"gutter":12},"children":[{"type":"col","props":{"span":12},"children":[{"type":"datePicker","field":"startDate","title":"开始日期","info":"","$required":false,"props":{"type":"date"},"_fc_id":"id_F8","name":"ref_F8","display":true,"hidden":false,"_fc_drag_tag":"datePicker"}],"_fc_id":"id_F9","name":"ref_F9","display":true,"hidden":false,"_fc_drag_tag":"col"},{"type":"col","props":{"span":12},"children":[{"type":"datePicker","field":"meetingAt","title":"会议时间","info":"","$required":false,"props":{"type":"datetime"},"_fc_id":"id_F10","name":"ref_F10","display":true,"hidden":false,"_fc_drag_tag":"datePicker"}],"_fc_id":"id_F11","name":"ref_F11","display":true,"hidden":false,"_fc_drag_tag":"col"}],"_fc_id":"id_F12","name":"ref_F12","display":true,"hidden":false,"_fc_drag_tag":"row"}',
  '{"type":"select","field":"items","title":"物品","info":"","$required":false,"props":{"multiple":true},"options":[{"value":"pc","label":"电脑"},{"value":"desk","label":"桌子"}],"on":{"change":"$FN:function(){ alert(1) }"},"emit":["change"],"_fc_id":"id_F13","name":"ref_F13","display":true,"hidden":false,"_fc_drag_tag":"select"}',
  '{"type":"upload","field":"attachment","title":"附件","info":"","$required":false,"props":{"action":"/","onSuccess":"$FN:function (res, file) {\\n  file.url = res.data\\n}","limit":1},"_fc_id":"id_F14","name":"ref_F14","display":true,"hidden":false,"_fc_drag_tag":"upload"}',
  '{"type":"DictSelect","field":"sex","title":"性别","info":"","$required":false,"props":{"dictType":"system_user_sex","valueType":"int"},"_fc_id":"id_F15","name":"ref_F15","display":true,"hidden":false,"_fc_drag_tag":"DictSelect"}',
  '{"type":"UserSelect","field":"reviewer","title":"审核人","info":"","$required":false,"_fc_id":"id_F16","name":"ref_F16","display":true,"hidden":false,"_fc_drag_tag":"UserSelect"}',
  '{"type":"Editor","field":"detail","title":"详细说明","info":"","$required":false,"props":{"height":"300px"},"_fc_id":"id_F17","name":"ref_F17","display":true,"hidden":false,"_fc_drag_tag":"Editor"}',
  '{"type":"html","title":"","native":true,"attrs":{"innerHTML":""},"children":["<div style=\\"color:blue;\\">说明<img src=x onerror=alert(1)><script>alert(2)</script></div>"],"_fc_id":"id_F18","name":"ref_F18","display":true,"hidden":false,"_fc_drag_tag":"html"}',
  '{"type":"myWidget","field":"custom","title":"自定义组件","value":"keep-me","props":{"whatever":{"nested":[1,2]}},"_fc_id":"id_F19","name":"ref_F19","display":true,"hidden":false,"_fc_drag_tag":"myWidget"}',
]

export const YUDAO_CONF =
  '{"form":{"inline":false,"hideRequiredAsterisk":false,"labelPosition":"right","size":"default","labelWidth":"125px"},"resetBtn":{"show":false,"innerText":"重置"},"submitBtn":{"show":true,"innerText":"提交"}}'

/** An old form-generator row (yudao-ui-admin-vue2's first designer), as some stored forms still hold. */
export const GENERATOR_ROW = JSON.stringify({
  __config__: {
    label: '单行文本',
    labelWidth: null,
    showLabel: true,
    changeTag: true,
    tag: 'el-input',
    tagIcon: 'input',
    required: true,
    layout: 'colFormItem',
    span: 24,
    regList: [{ pattern: '/^\\d+$/', message: '只能是数字' }],
    defaultValue: '12',
  },
  __slot__: { prepend: '', append: '' },
  placeholder: '请输入单行文本',
  style: { width: '100%' },
  clearable: true,
  'prefix-icon': '',
  maxlength: null,
  'show-word-limit': false,
  readonly: false,
  disabled: false,
  __vModel__: 'field101',
})
