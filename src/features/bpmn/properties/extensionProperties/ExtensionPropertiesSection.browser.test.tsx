import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { dialog, ok, renderDesigner, type } from '../../fixtures/renderDesigner'
import fixture from './extensionProperties.bpmn?raw'

describe('extension properties section (activiti dialect)', () => {
  it('adds, edits and removes (after confirming) properties; undo restores each', async () => {
    const d = await renderDesigner(fixture, { prefix: 'activiti' })
    await d.select('Task')
    await d.openSection('扩展属性')
    const before = await d.xml()
    fireEvent.click(screen.getByText('添加属性'))
    await type('属性名', 'size')
    await type('属性值', 'L')
    ok(dialog('属性配置'))
    await waitFor(async () => expect(await d.xml()).toContain('<activiti:property name="size" value="L" />'))
    expect(await d.xml()).toContain('<activiti:property name="color" value="red" />')
    d.undo()
    expect(await d.xml()).toBe(before)
    fireEvent.click(screen.getAllByText('移除')[0])
    expect(await screen.findByText('确认移除该属性吗？')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }))
    await waitFor(async () => expect(await d.xml()).not.toContain('activiti:properties'))
    expect(await d.xml()).not.toContain('extensionElements')
    d.undo()
    expect(await d.xml()).toBe(before)
  })
})
