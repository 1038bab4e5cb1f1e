import { describe, expect, it } from 'vitest'
import { nodeFieldsPermission, withoutFields, writableFields } from './fieldsPermission'

// a user task as yudao's designer saves it (BpmnModelUtils.addFormFieldsPermission), and one without permissions
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn">
  <bpmn:process id="p">
    <bpmn:userTask id="plain" name="无权限" />
    <bpmn:userTask name="财务" id="fin" flowable:assignee="1">
      <bpmn:extensionElements>
        <flowable:buttonsSetting id="1" displayName="通过" enable="true" />
        <flowable:fieldsPermission field="budget" title="预算" permission="2" />
        <flowable:fieldsPermission permission="1" title="标题" field="title"/>
        <flowable:fieldsPermission field="a&amp;b" title="x" permission="3"></flowable:fieldsPermission>
      </bpmn:extensionElements>
      <bpmn:incoming>f1</bpmn:incoming>
    </bpmn:userTask>
    <userTask id="other"><extensionElements><flowable:fieldsPermission field="budget" permission="1"/></extensionElements></userTask>
  </bpmn:process>
</bpmn:definitions>`

describe('a user task’s field permissions in the diagram', () => {
  it('reads each field’s permission of the named task only, attributes in any order, entities decoded', () => {
    expect(nodeFieldsPermission(XML, 'fin')).toEqual({ budget: '2', title: '1', 'a&b': '3' })
    expect(nodeFieldsPermission(XML, 'other')).toEqual({ budget: '1' })
    expect(nodeFieldsPermission(XML, 'plain')).toEqual({}) // a self-closing task does not take the next one's
    expect(nodeFieldsPermission(XML, 'missing')).toEqual({})
  })

  it('lets write only what is 2', () => {
    expect(writableFields({ budget: '2', title: '1', secret: '3' })).toEqual(['budget'])
  })

  it('leaves the hidden fields out of a form and its values, inside layouts too', () => {
    const rules = [
      { type: 'input', field: 'title' },
      { type: 'fcRow', children: [{ type: 'col', children: [{ type: 'inputNumber', field: 'cost' }, '说明'] }] },
    ]
    expect(withoutFields(rules, { title: 'A', cost: 9, extra: 1 }, new Set(['cost']))).toEqual({
      rules: [
        { type: 'input', field: 'title' },
        { type: 'fcRow', children: [{ type: 'col', children: ['说明'] }] },
      ],
      values: { title: 'A', extra: 1 },
    })
  })
})
