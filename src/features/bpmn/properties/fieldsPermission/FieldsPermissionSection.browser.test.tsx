import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderDesigner } from '../../fixtures/renderDesigner'
import { nodeFieldsPermission } from '../../../../domain/fieldsPermission'
import { getForm } from '../../../../api/bpm/form'
import fixture from './fieldsPermission.bpmn?raw'

vi.mock('../../../../api/bpm/form', () => ({ getForm: vi.fn() }))

// a 流程表单 as yudao's designer saves it: fields in a row's columns count, a button and a divider hold no value
const FORM = {
  id: 7,
  name: '采购单',
  conf: '{}',
  fields: [
    JSON.stringify({
      type: 'fcRow',
      children: [
        { type: 'col', props: { span: 12 }, children: [{ type: 'input', field: 'reason', title: '事由' }] },
        { type: 'col', props: { span: 12 }, children: [{ type: 'inputNumber', field: 'budget', title: '预算' }] },
      ],
    }),
    JSON.stringify({ type: 'elDivider', children: ['明细'] }),
    JSON.stringify({ type: 'select', field: 'supplier', title: '供应商', options: [] }),
    JSON.stringify({ type: 'elButton', field: 'btn', title: '按钮', children: ['提交'] }),
  ],
}

const permissionGroup = (title: string) => screen.getByRole('radiogroup', { name: `${title}的权限` })
// the form engine is loaded with the first form (a dynamic import the dev server compiles on first use)
const firstLoad = { timeout: 15000 }

describe('表单字段权限 section (flowable dialect)', () => {
  beforeEach(() => vi.mocked(getForm).mockReset())

  it('shows only with a process form, on user tasks', async () => {
    vi.mocked(getForm).mockResolvedValue(FORM as never)
    const d = await renderDesigner(fixture, { prefix: 'flowable' })
    await d.select('Approve')
    expect(document.querySelector('.bpmn-properties-panel')?.getAttribute('data-sections')).not.toContain(
      'fieldsPermission',
    )
    d.view.unmount()
    const withForm = await renderDesigner(fixture, { prefix: 'flowable', formId: 7 })
    await withForm.select('Approve')
    expect(document.querySelector('.bpmn-properties-panel')?.getAttribute('data-sections')).toContain(
      'fieldsPermission',
    )
    await withForm.select('Service')
    expect(document.querySelector('.bpmn-properties-panel')?.getAttribute('data-sections')).not.toContain(
      'fieldsPermission',
    )
  })

  it('sets permissions the approval card reads back, one undo step each, keeping other extension elements', async () => {
    vi.mocked(getForm).mockResolvedValue(FORM as never)
    const d = await renderDesigner(fixture, { prefix: 'flowable', formId: 7 })
    await d.select('Approve')
    await d.openSection('表单字段权限')
    const before = await d.xml()
    expect(getForm).toHaveBeenCalledWith(7, expect.anything())

    // value fields only, through layouts; unnamed ones show yudao's default 只读
    await waitFor(() => expect(permissionGroup('预算')).toBeInTheDocument(), firstLoad)
    expect(screen.queryByRole('radiogroup', { name: '按钮的权限' })).toBeNull()
    expect(within(permissionGroup('预算')).getByRole('radio', { name: '只读' })).toBeChecked()
    expect(within(permissionGroup('事由')).getByRole('radio', { name: '隐藏' })).toBeChecked()
    expect(within(permissionGroup('供应商')).getByRole('radio', { name: '只读' })).toBeChecked()

    fireEvent.click(within(permissionGroup('预算')).getByRole('radio', { name: '可编辑' }))
    await waitFor(async () =>
      expect(await d.xml()).toContain('<flowable:fieldsPermission field="budget" title="预算" permission="2" />'),
    )
    const xml = await d.xml()
    expect(nodeFieldsPermission(xml, 'Approve')).toEqual({ reason: '3', oldField: '2', budget: '2' })
    expect(xml).toContain('<flowable:signEnable value="true" />')
    expect(within(permissionGroup('预算')).getByRole('radio', { name: '可编辑' })).toBeChecked()

    // changing a named field replaces its element in place
    fireEvent.click(within(permissionGroup('事由')).getByRole('radio', { name: '只读' }))
    await waitFor(async () => expect(nodeFieldsPermission(await d.xml(), 'Approve').reason).toBe('1'))
    expect((await d.xml()).match(/field="reason"/g)).toHaveLength(1)

    d.undo()
    expect(nodeFieldsPermission(await d.xml(), 'Approve').reason).toBe('3')
    d.undo()
    expect(await d.xml()).toBe(before)
    expect(within(permissionGroup('预算')).getByRole('radio', { name: '只读' })).toBeChecked() // the panel follows undo
  })

  it('全部可编辑 / 全部隐藏 set every form field in one step; a field the form lost can be removed', async () => {
    vi.mocked(getForm).mockResolvedValue(FORM as never)
    const d = await renderDesigner(fixture, { prefix: 'flowable', formId: 7 })
    await d.select('Approve')
    await d.openSection('表单字段权限')
    await waitFor(() => expect(permissionGroup('预算')).toBeInTheDocument(), firstLoad)
    const before = await d.xml()

    fireEvent.click(screen.getByRole('button', { name: '全部可编辑' }))
    await waitFor(async () =>
      expect(nodeFieldsPermission(await d.xml(), 'Approve')).toEqual({
        reason: '2',
        budget: '2',
        supplier: '2',
        oldField: '2', // not in the form: left as it was
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: '全部隐藏' }))
    await waitFor(async () => expect(nodeFieldsPermission(await d.xml(), 'Approve').supplier).toBe('3'))
    expect(nodeFieldsPermission(await d.xml(), 'Approve').oldField).toBe('2')
    d.undo()
    expect(nodeFieldsPermission(await d.xml(), 'Approve').supplier).toBe('2')
    d.undo()
    expect(await d.xml()).toBe(before)

    // 旧字段 is no field of the form any more: said, and removable
    expect(screen.getByText('表单中已没有的字段')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '移除旧字段的权限' }))
    await waitFor(async () => expect(await d.xml()).not.toContain('oldField'))
    expect(nodeFieldsPermission(await d.xml(), 'Approve')).toEqual({ reason: '3' })
    expect(screen.queryByText('表单中已没有的字段')).toBeNull()
    d.undo()
    expect(await d.xml()).toBe(before)
  })

  it('a form that fails to load says so and offers nothing to change', async () => {
    vi.mocked(getForm)
      .mockRejectedValueOnce(new Error('服务器开小差了'))
      .mockResolvedValue(FORM as never)
    const d = await renderDesigner(fixture, { prefix: 'flowable', formId: 7 })
    await d.select('Approve')
    const before = await d.xml()
    await d.openSection('表单字段权限')
    expect(await screen.findByText('流程表单加载失败，字段权限未改动', {}, firstLoad)).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(screen.queryByRole('button', { name: '全部只读' })).toBeNull()
    expect(await d.xml()).toBe(before)
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }))
    await waitFor(() => expect(permissionGroup('预算')).toBeInTheDocument(), firstLoad)
    expect(await d.xml()).toBe(before)
  })

  it('a deleted form is said as such', async () => {
    vi.mocked(getForm).mockResolvedValue(null)
    const d = await renderDesigner(fixture, { prefix: 'flowable', formId: 7 })
    await d.select('Approve')
    await d.openSection('表单字段权限')
    expect(await screen.findByText('流程表单不存在或已删除', {}, firstLoad)).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })
})
