import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { chooseOption, renderDesigner } from '../../fixtures/renderDesigner'
import fixture from './multiInstance.bpmn?raw'

describe('multi-instance section (activiti dialect)', () => {
  it('parallel creates loop characteristics with the default collection; undo removes them', async () => {
    const d = await renderDesigner(fixture, { prefix: 'activiti' })
    await d.select('Countersign')
    await d.openSection('多实例')
    const before = await d.xml()
    await chooseOption('回路特性', '并行多重事件')
    expect(await d.xml()).toMatch(/<multiInstanceLoopCharacteristics activiti:collection="coll_userList" \/>/)
    d.edit('循环数量', '3')
    expect(await d.xml()).toContain('<loopCardinality xsi:type="tFormalExpression">3</loopCardinality>')
    d.edit('元素变量', 'assignee')
    expect(await d.xml()).toContain('activiti:elementVariable="assignee"')
    fireEvent.click(screen.getByText('异步前'))
    d.edit('重试周期', 'R3/PT10M')
    expect(await d.xml()).toContain('<activiti:failedJobRetryTimeCycle>R3/PT10M</activiti:failedJobRetryTimeCycle>')
    for (let i = 0; i < 5; i++) d.undo()
    expect(await d.xml()).toBe(before)
  })

  it('loop type Null removes the loop settings; switching kind keeps them', async () => {
    const d = await renderDesigner(fixture, { prefix: 'activiti' })
    await d.select('Looping')
    await d.openSection('多实例')
    expect(screen.getByLabelText('集合')).toHaveValue('users')
    await chooseOption('回路特性', '并行多重事件')
    let xml = await d.xml()
    expect(xml).not.toContain('isSequential="true"')
    expect(xml).toContain('activiti:collection="users"')
    await chooseOption('回路特性', '无')
    xml = await d.xml()
    expect(xml).not.toContain('multiInstanceLoopCharacteristics')
    d.undo()
    expect(await d.xml()).toContain('activiti:collection="users"')
    await chooseOption('回路特性', '循环事件')
    expect(await d.xml()).toContain('<standardLoopCharacteristics />')
  })
})
