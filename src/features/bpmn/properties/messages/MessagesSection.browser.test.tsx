import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { dialog, expectError, ok, renderDesigner, type } from '../../fixtures/renderDesigner'
import { sectionsFor } from '../PropertiesPanel'
import fixture from './messages.bpmn?raw'

describe('messages and signals section', () => {
  it('is offered for the process only', async () => {
    const d = await renderDesigner(fixture)
    expect(sectionsFor(d.element('Process_m') as never)).toContain('messages')
    expect(sectionsFor(d.element('Start') as never)).not.toContain('messages')
  })

  it('rejects a duplicate message id and creates messages and signals as root elements', async () => {
    const d = await renderDesigner(fixture)
    await d.openSection('消息与信号')
    const before = await d.xml()
    fireEvent.click(screen.getByText('创建新消息'))
    await type('消息ID', 'Message_1')
    ok(dialog('创建消息'))
    await expectError('该消息已存在，请修改id后重新保存')
    await type('消息ID', 'Message_2')
    await type('消息名称', '催办')
    ok(dialog('创建消息'))
    await waitFor(async () => expect(await d.xml()).toContain('<message id="Message_2" name="催办" />'))
    fireEvent.click(screen.getByText('创建新信号'))
    await type('信号ID', 'Signal_1')
    ok(dialog('创建信号'))
    await waitFor(async () => expect(await d.xml()).toContain('<signal id="Signal_1" />'))
    fireEvent.click(screen.getByText('创建新信号'))
    await type('信号ID', 'Signal_1')
    ok(dialog('创建信号'))
    await expectError('该信号已存在，请修改id后重新保存')
    d.undo()
    d.undo()
    expect(await d.xml()).toBe(before)
  })
})
