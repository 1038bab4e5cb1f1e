import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../../i18n'
import { describeWarning, warningsText } from './warnings'

describe('import warnings in Chinese', () => {
  it('says what and where for the parser and the importer warnings', () => {
    expect(
      describeWarning({
        message:
          'unparsable content <ot:schemaObjectDescription> detected\n\tline: 5\n\tcolumn: 2\n\tnested error: unrecognized element <ot:schemaObjectDescription>',
      }),
    ).toEqual({
      what: '无法识别的内容 <ot:schemaObjectDescription>（未知元素 ot:schemaObjectDescription），已忽略，保存时不保留',
      where: '第 6 行第 3 列',
    })
    expect(
      describeWarning({
        message: 'unresolved reference <caseagile:model>',
        element: { $type: 'bpmn:Message', id: 'Message_Case', name: 'Case' },
        property: 'bpmn:itemRef',
      }),
    ).toEqual({
      what: '引用了不存在的元素 caseagile:model（引用原样保留）',
      where: '消息 Message_Case「Case」 的 itemRef 属性',
    })
    expect(
      describeWarning({
        message: 'element <bpmn:Task id="T" /> referenced by <bpmn:SequenceFlow id="F" />#targetRef not yet drawn',
      }),
    ).toEqual({ what: '终点 任务 T 没有绘制，连线未绘制', where: '顺序流 F' })
    expect(describeWarning({ message: 'no bpmnElement referenced in <bpmndi:BPMNShape id="S_di" />' })).toEqual({
      what: '图形没有对应的流程元素，未绘制',
      where: '图形 S_di',
    })
  })

  it('keeps the English text of a warning it does not know, and numbers the copied list', () => {
    const w = describeWarning({ message: 'something new', context: { element: { $type: 'bpmn:UserTask', id: 'U' } } })
    expect(w).toEqual({ what: '导入提示：something new', where: '用户任务 U' })
    expect(warningsText([w, { what: 'b', where: 'c' }])).toBe(
      '1. 导入提示：something new（位置：用户任务 U）\n2. b（位置：c）',
    )
  })
})

describe('import warnings in English (issue 25)', () => {
  afterEach(() => setLanguage('zh-CN'))

  it('says what and where in English, the diagram’s own names as written', async () => {
    await setLanguage('en')
    const list = [
      describeWarning({
        message:
          'unparsable content <ot:schemaObjectDescription> detected\n\tline: 5\n\tcolumn: 2\n\tnested error: unrecognized element <ot:schemaObjectDescription>',
      }),
      describeWarning({
        message: 'unresolved reference <caseagile:model>',
        element: { $type: 'bpmn:Message', id: 'Message_Case', name: '案例' },
        property: 'bpmn:itemRef',
      }),
      describeWarning({ message: 'element Task_9 referenced by Flow_1#sourceRef not yet drawn' }),
      describeWarning({ message: 'something bpmn-js says' }),
    ]
    expect(list[0]).toEqual({
      what: 'Unrecognized content <ot:schemaObjectDescription> (unknown element ot:schemaObjectDescription) was ignored and will not be saved',
      where: 'Line 6, column 3',
    })
    expect(list[1].where).toBe('Message Message_Case “案例”, property itemRef')
    expect(warningsText(list).replace('案例', '')).not.toMatch(/[\u4e00-\u9fff]/)
    expect(warningsText(list)).toContain('4. Import note: something bpmn-js says (location: File)')
  })
})
