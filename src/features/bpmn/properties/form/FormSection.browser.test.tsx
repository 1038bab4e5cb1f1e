import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { chooseOption, dialog, ok, renderDesigner, type } from '../../fixtures/renderDesigner'
import { sectionsFor } from '../PropertiesPanel'
import fixture from './form.bpmn?raw'

describe('form section (flowable dialect)', () => {
  it('is offered for start events and user tasks only', async () => {
    const d = await renderDesigner(fixture, { prefix: 'flowable' })
    expect(sectionsFor(d.element('Start') as never)).toContain('form')
    expect(sectionsFor(d.element('Plain') as never)).not.toContain('form')
  })

  it('writes the form key and an enum field with values, constraints and properties; undo restores', async () => {
    const d = await renderDesigner(fixture, { prefix: 'flowable', formId: 7 })
    await d.select('Start')
    await d.openSection('表单')
    expect(screen.getByText('流程表单编号：7')).toBeInTheDocument()
    const before = await d.xml()
    d.edit('表单标识', 'leaveForm')
    expect(await d.xml()).toContain('flowable:formKey="leaveForm"')
    fireEvent.click(screen.getByText('添加字段'))
    await type('字段ID', 'leaveType')
    await type('名称', '请假类型')
    await chooseOption('类型', '枚举类')
    fireEvent.click(await screen.findByText('添加枚举值'))
    await type('枚举值编号', 'annual')
    await type('枚举值名称', '年假')
    fireEvent.click(screen.getByText('添加约束条件'))
    await type('约束名称', 'required')
    fireEvent.click(screen.getByText('添加字段属性'))
    await type('属性编号', 'placeholder')
    await type('属性值', '请选择')
    ok(dialog('表单字段'))
    await waitFor(async () =>
      expect(await d.xml()).toContain('<flowable:formField id="leaveType" label="请假类型" type="enum">'),
    )
    const xml = await d.xml()
    expect(xml).toContain('<flowable:value id="annual" name="年假" />')
    expect(xml).toContain('<flowable:constraint name="required" />')
    expect(xml).toContain('<flowable:property id="placeholder" value="请选择" />')
    await chooseOption('业务标识', '请假类型（leaveType）')
    expect(await d.xml()).toContain('<flowable:formData businessKey="leaveType">')
    d.undo()
    d.undo()
    d.undo()
    expect(await d.xml()).toBe(before)
  })
})
