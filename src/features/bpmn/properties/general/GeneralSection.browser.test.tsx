import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { renderDesigner } from '../../fixtures/renderDesigner'
import fixture from './general.bpmn?raw'

describe('general section', () => {
  it('shows the process when nothing is selected and renames it in one undo step', async () => {
    const d = await renderDesigner(fixture)
    expect(screen.getByLabelText('流程标识')).toHaveValue('Process_general')
    const before = await d.xml()
    d.edit('流程名称', '请假流程')
    expect(await d.xml()).toContain('name="请假流程"')
    d.undo()
    expect(await d.xml()).toBe(before)
    expect(screen.getByLabelText('流程名称')).toHaveValue('通用流程') // undo refreshes the panel
    d.redo()
    expect(screen.getByLabelText('流程名称')).toHaveValue('请假流程')
  })

  it('requires process key and name, and applies only a valid XML name as id', async () => {
    const d = await renderDesigner(fixture)
    d.edit('流程标识', '')
    expect(await screen.findByText('流程标识不能为空')).toBeInTheDocument()
    d.edit('流程名称', '  ')
    expect(await screen.findByText('流程名称不能为空')).toBeInTheDocument()
    d.edit('流程标识', '1-bad key')
    expect(await d.xml()).toContain('id="Process_general"')
    d.edit('流程标识', 'leave_v2.1')
    expect(await d.xml()).toContain('<bpmn2:process id="leave_v2.1"')
    d.undo()
    expect(await d.xml()).toContain('<bpmn2:process id="Process_general"')
  })

  it('locks the key once the model has an id', async () => {
    await renderDesigner(fixture, { model: { id: 12, key: 'Process_general', name: '通用流程' } })
    expect(screen.getByLabelText('流程标识')).toBeDisabled()
  })

  it('edits a selected element and resets to the general section on selection', async () => {
    const d = await renderDesigner(fixture)
    await d.select('Task_1')
    expect(screen.getByLabelText('编号')).toHaveValue('Task_1')
    d.edit('名称', '审批')
    expect(await d.xml()).toContain('name="审批"')
    await d.openSection('其他')
    d.edit('元素文档', '说明文字')
    expect(await d.xml()).toContain('<bpmn2:documentation>说明文字</bpmn2:documentation>')
    await d.select('StartEvent_1')
    expect(document.querySelectorAll('.ant-collapse-item-active')).toHaveLength(1)
    expect(document.querySelector('.ant-collapse-item-active')?.textContent).toContain('常规')
  })

  it('shows only the sections that apply to the selected element (the others are hidden, not re-rendered)', async () => {
    const d = await renderDesigner(fixture)
    const header = (title: string) => screen.getByText(title, { selector: '.ant-collapse-title' })
    await d.select('Task_1')
    for (const title of ['常规', '任务', '多实例', '执行监听器', '扩展属性', '其他'])
      expect(header(title)).toBeVisible()
    for (const title of ['消息与信号', '表单', '任务监听器', '流转条件']) expect(header(title)).not.toBeVisible()
    await d.select('StartEvent_1')
    expect(header('表单')).toBeVisible()
    expect(header('任务')).not.toBeVisible()
    act(() => d.modeler.get<{ select(e: unknown[]): void }>('selection').select([]))
    await waitFor(() =>
      expect(document.querySelector('.bpmn-properties-panel')?.getAttribute('data-element-id')).toBe('Process_general'),
    )
    expect(header('消息与信号')).toBeVisible()
    expect(header('多实例')).not.toBeVisible()
  })
})
