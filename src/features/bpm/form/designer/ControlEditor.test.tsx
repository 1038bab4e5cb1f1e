// 联动 in the form designer's properties panel (issue 43): added through the panel, saved in form-create's shape, one
// undo step; entries it cannot edit kept; targets that are gone shown as such.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { createRef } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { namespaceLoad } from '../../../../i18n'
import type { FcRule } from '../types'
import FormDesigner, { type DesignDoc, type FormDesignerHandle } from './FormDesigner'

beforeAll(() => namespaceLoad('formDesigner'))

const HANDLE = '$FN:function(val){return val === "x"}'
const form = (): FcRule[] => [
  {
    type: 'radio',
    field: 'urgency',
    title: '紧急程度',
    options: [
      { label: '普通', value: 1 },
      { label: '紧急', value: 2 },
    ],
    _fc_id: 'id_u',
    name: 'ref_u',
  },
  { type: 'input', field: 'reason', title: '紧急原因', _fc_id: 'id_r', name: 'ref_r' },
  { type: 'input', field: 'note', title: '备注', control: [{ handle: HANDLE, method: 'hidden', rule: ['reason'] }] },
  { type: 'switch', field: 'rush', title: '加急', control: [{ value: true, condition: '==', method: 'display', rule: ['reason', 'gone'] }] },
]

async function open(rules: FcRule[], onChange?: (doc: DesignDoc) => void) {
  const ref = createRef<FormDesignerHandle>()
  await act(async () => {
    render(
      <AntApp>
        <FormDesigner initial={{ rules, options: {} }} ref={ref} onChange={onChange} />
      </AntApp>,
    )
  })
  return ref
}
const canvas = () => document.querySelector('.fd-center') as HTMLElement
const panel = () => document.querySelector('.fd-right') as HTMLElement
const select = async (title: string) => {
  await act(async () => void fireEvent.click(within(canvas()).getByText(title, { selector: '.fd-item-title' }).closest('button')!))
}
const click = async (el: Element) => {
  await act(async () => void fireEvent.click(el))
}
/** Opens an antd select by its label and picks the option with that text (label queries: role queries are slow here). */
async function choose(label: string, option: string) {
  await act(async () => void fireEvent.mouseDown(within(panel()).getByLabelText(label)))
  const found = await waitFor(() => {
    const hit = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option && !o.closest('.ant-select-dropdown-hidden'))
    if (!hit) throw new Error(`no option ${option}`)
    return hit
  })
  await click(found)
}
const saved = (ref: React.RefObject<FormDesignerHandle | null>, index: number) => JSON.parse(JSON.stringify(ref.current!.doc().rules[index])) as FcRule

describe('联动 in the properties panel', { timeout: 60_000 }, () => {
  it('adds a control through the panel, saves it in form-create’s shape, and undoes it in one step', async () => {
    // every edit in the same instant: the whole entry is one history step, as typing into one property is
    vi.spyOn(Date, 'now').mockReturnValue(Date.now())
    const drafts: DesignDoc[] = [] // what the page keeps as its autosaved draft
    const ref = await open(form(), (doc) => drafts.push(doc))
    await select('紧急程度')
    await click(within(panel()).getByText('添加联动').closest('button')!)
    // a radio compares with its options; the entry starts on the first one and acts on nothing yet
    expect(within(panel()).getByText('尚未选择组件，此联动不起作用')).toBeInTheDocument()
    await choose('联动 1 的值', '紧急')
    await choose('联动 1 的方式', '必填')
    await choose('联动 1 的组件', '紧急原因（reason）')
    // the other rules are offered by title and field name, the rule itself is not
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).not.toContain('紧急程度（urgency）')
    expect(JSON.stringify(ref.current!.doc().rules[0])).toBe(
      JSON.stringify({ ...form()[0], control: [{ value: 2, condition: '==', method: 'required', rule: ['reason'] }] }),
    )
    expect(saved(ref, 1)).toEqual(form()[1]) // nothing added to the target
    expect(drafts.at(-1)!.rules[0].control).toEqual([{ value: 2, condition: '==', method: 'required', rule: ['reason'] }])
    // 为空 has no value to compare: the key goes
    await choose('联动 1 的条件', '为空')
    expect(within(panel()).queryByLabelText('联动 1 的值')).toBeNull()
    expect(saved(ref, 0).control).toEqual([{ condition: 'empty', method: 'required', rule: ['reason'] }])

    const toolbar = screen.getByRole('toolbar', { name: '表单画布' })
    await click(within(toolbar).getByLabelText('撤销'))
    expect(saved(ref, 0)).toEqual(form()[0])
    expect(within(panel()).queryByText('联动 1')).toBeNull()
    await click(within(toolbar).getByLabelText('重做'))
    expect(saved(ref, 0).control).toHaveLength(1)
    // the last entry removed: the rule is as it was, no `control: []` left behind
    await click(within(panel()).getByLabelText('删除联动 1'))
    expect(JSON.stringify(ref.current!.doc().rules[0])).toBe(JSON.stringify(form()[0]))
  })

  it('marks on the canvas which fields carry 联动 and which rules they act on, and follows the edits', async () => {
    await open(form())
    const itemName = (title: string) => within(canvas()).getByText(title, { selector: '.fd-item-title' }).closest('button')!
    // the marks are part of the item's name: said by screen readers as they are shown
    expect(itemName('加急')).toHaveTextContent('加急开关 · rush联动 1')
    expect(itemName('备注')).toHaveTextContent('联动 1')
    expect(itemName('紧急原因')).toHaveTextContent('受联动控制')
    expect(itemName('紧急原因')).not.toHaveTextContent('联动 1')
    expect(itemName('紧急程度')).not.toHaveTextContent('联动')
    // the tooltip names the rules on the other side
    await act(async () => void fireEvent.mouseEnter(within(itemName('紧急原因')).getByText('受联动控制')))
    expect(await screen.findByText('受 备注（note）、加急（rush） 的联动控制')).toBeInTheDocument()
    await act(async () => void fireEvent.mouseEnter(within(itemName('加急')).getByText('联动 1')))
    expect(await screen.findByText('1 条联动，作用于：紧急原因（reason）')).toBeInTheDocument()

    // a control added in the panel marks its field and its target at once
    await select('紧急程度')
    await click(within(panel()).getByText('添加联动').closest('button')!)
    expect(itemName('紧急程度')).toHaveTextContent('联动 1')
    await choose('联动 1 的组件', '备注（note）')
    expect(itemName('备注')).toHaveTextContent('受联动控制')
    await click(within(panel()).getByLabelText('删除联动 1'))
    expect(itemName('紧急程度')).not.toHaveTextContent('联动')
    expect(itemName('备注')).not.toHaveTextContent('受联动控制')
  })

  it('renames the 联动 entries naming a field when its name changes, and one undo restores both', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now()) // the name typed in one go: one step
    const start = form()
    start[0].control = [{ value: 2, condition: '==', method: 'display', rule: ['ref_r', 'note'] }] // by name; another field
    const ref = await open(start)
    const original = JSON.stringify(ref.current!.doc().rules)
    await select('紧急原因')
    const field = within(panel()).getByLabelText('字段名')
    // typed letter by letter through 'note', another field's name: that field's entries must not catch the new name
    for (const typed of ['reaso', 'no', 'not', 'note', 'notes']) await act(async () => void fireEvent.change(field, { target: { value: typed } }))
    const rules = ref.current!.doc().rules
    expect(rules[1].field).toBe('notes')
    expect(rules[0].control).toEqual([{ value: 2, condition: '==', method: 'display', rule: ['ref_r', 'note'] }])
    expect(rules[2].control).toEqual([{ handle: HANDLE, method: 'hidden', rule: ['notes'] }])
    expect(rules[3].control).toEqual([{ value: true, condition: '==', method: 'display', rule: ['notes', 'gone'] }])
    // the other rules' JSON changed only there
    const expected = JSON.parse(original) as FcRule[]
    expected[1].field = 'notes'
    expected[2].control![0].rule = ['notes']
    expected[3].control![0].rule = ['notes', 'gone']
    expect(JSON.stringify(rules)).toBe(JSON.stringify(expected))
    // the 加急 panel shows the target found under its new name
    await select('加急')
    expect(within(panel()).getByText('紧急原因（notes）')).toBeInTheDocument()

    await click(within(screen.getByRole('toolbar', { name: '表单画布' })).getByLabelText('撤销'))
    expect(JSON.stringify(ref.current!.doc().rules)).toBe(original)
  })

  it('says a half-filled 介于 range and writes it only once both ends are numbers', async () => {
    const ref = await open(form())
    await select('备注')
    await click(within(panel()).getByText('添加联动').closest('button')!)
    await choose('联动 2 的条件', '介于')
    expect(within(panel()).getByText('尚未填写区间，此联动不起作用')).toBeInTheDocument()
    const entry = () => saved(ref, 2).control![1]
    const from = within(panel()).getByLabelText('联动 2 的最小值')
    const to = within(panel()).getByLabelText('联动 2 的最大值')
    await act(async () => void fireEvent.change(from, { target: { value: '10' } }))
    // what was typed stays, the message says what is missing, the entry holds no [10, null]
    expect(within(panel()).getByRole('alert')).toHaveTextContent('请填写区间的两端：两端都是数字后才写入此条件')
    expect(from).toHaveValue('10')
    expect(entry()).toEqual({ condition: 'between', method: 'display', rule: [] })
    await act(async () => void fireEvent.change(to, { target: { value: '20' } }))
    expect(within(panel()).queryByRole('alert')).toBeNull()
    expect(entry()).toEqual({ value: [10, 20], condition: 'between', method: 'display', rule: [] })
    // one end emptied again: said, kept as typed, the entry keeps its last whole range
    await act(async () => void fireEvent.change(to, { target: { value: '' } }))
    expect(within(panel()).getByRole('alert')).toBeInTheDocument()
    expect(from).toHaveValue('10')
    expect(entry().value).toEqual([10, 20])
    // back on the field later: the entry as saved, its whole range
    await select('加急')
    await select('备注')
    expect(within(panel()).getByLabelText('联动 2 的最大值')).toHaveValue('20')
    expect(within(panel()).queryByRole('alert')).toBeNull()
  })

  it('says a range saved with a hole (as this editor once wrote it) instead of showing it as fine', async () => {
    const start = form()
    start[2].control = [{ value: [1, null], condition: 'notBetween', method: 'display', rule: ['reason'] }]
    await open(start)
    await select('备注')
    expect(within(panel()).getByRole('alert')).toHaveTextContent('请填写区间的两端')
    expect(within(panel()).getByLabelText('联动 1 的最小值')).toHaveValue('1')
  })

  it('keeps a custom-function entry read-only, and shows a target that is gone without dropping it', async () => {
    const ref = await open(form())
    await select('备注')
    expect(within(panel()).getByText('自定义函数（不运行）')).toBeInTheDocument()
    expect(within(panel()).getByText(HANDLE)).toBeInTheDocument()
    expect(within(panel()).getByText('渲染：紧急原因（reason）')).toBeInTheDocument()
    // a second entry beside it: the function's entry is saved as it came
    await click(within(panel()).getByText('添加联动').closest('button')!)
    expect(saved(ref, 2).control).toEqual([{ handle: HANDLE, method: 'hidden', rule: ['reason'] }, { condition: '==', method: 'display', rule: [] }])

    await select('加急')
    expect(within(panel()).getByRole('alert')).toHaveTextContent('找不到组件 gone：字段名已修改或组件已删除，请重新选择')
    expect(within(panel()).getByText('gone（已不存在）')).toBeInTheDocument()
    expect(within(panel()).getByText('紧急原因（reason）')).toBeInTheDocument()
    // a switch compares with 是 / 否; an edit keeps the missing name, and the field-name checks do not mind it
    await choose('联动 1 的值', '否')
    await choose('联动 1 的方式', '可用')
    expect(saved(ref, 3).control).toEqual([{ value: false, condition: '==', method: 'disabled', rule: ['reason', 'gone'] }])
    let problems = -1
    act(() => void (problems = ref.current!.checkFields()))
    expect(problems).toBe(0)
  })
})
