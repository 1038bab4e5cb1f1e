import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form } from 'antd'
import { useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { signIn } from '../../system/testing'
import { FormRenderer, validateForm } from './FormRenderer'
import { FormView } from './FormView'
import { parseOptions, parseRules } from './parse'
import { YUDAO_CONF, YUDAO_FIELDS } from './testing/fixtures'
import { renderForm as renderRules } from './testing/renderForm'
import { toVariables } from './values'
import type { FcRule } from './types'

// Whole antd forms in jsdom are slow on this machine; text is put in with one change event, clicks are real.
vi.setConfig({ testTimeout: 60_000 })
function type(label: string, text: string) {
  const input = screen.getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value: text } })
  fireEvent.blur(input) // an InputNumber settles its value on blur
}

/** A form with the options yudao's designer writes (label position and width). */
const renderForm = (rules: FcRule[], extra: Parameters<typeof renderRules>[1] = {}) =>
  renderRules(rules, { options: parseOptions(YUDAO_CONF), ...extra })

const yudao = () => parseRules(YUDAO_FIELDS)

describe('FormRenderer', () => {
  it('renders a form yudao’s designer wrote: fields by kind, layout, sanitised HTML, unknown kinds said as such', async () => {
    const { container } = renderForm(yudao())
    expect(screen.getByLabelText('申请标题')).toBeInTheDocument()
    expect(screen.getByLabelText('申请理由').tagName).toBe('TEXTAREA')
    expect(screen.getByRole('radio', { name: '紧急' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '软件' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: '需要发票' })).toBeInTheDocument()
    // the row of two columns
    expect(container.querySelectorAll('.ant-col-12')).toHaveLength(2)
    // html through the sanitiser: text kept, script and handler gone
    expect(screen.getByText('说明')).toBeInTheDocument()
    expect(container.innerHTML).not.toContain('<script')
    expect(container.innerHTML).not.toContain('onerror')
    expect(screen.getByText('不支持的组件 myWidget')).toBeInTheDocument()
    expect(screen.queryByLabelText('自定义组件')).toBeNull() // never a text box
  })

  it('checks required fields and its validate rules before anything is sent; values stay in their types', async () => {
    const { form } = renderForm(yudao())
    let values: Record<string, unknown> | undefined
    await act(async () => {
      values = await validateForm(form())
    })
    expect(values).toBeUndefined()
    expect(await screen.findByText('请填写申请标题')).toBeInTheDocument()
    expect(screen.getByText('请输入金额')).toBeInTheDocument()
    type('申请标题', '新电脑')
    await userEvent.type(screen.getByLabelText('金额'), '1999.5')
    await userEvent.click(screen.getByRole('checkbox', { name: '软件' }))
    await userEvent.click(screen.getByRole('switch', { name: '需要发票' }))
    await act(async () => {
      values = await form()
        .validateFields()
        .catch((e: { errorFields: unknown }) => ({ failed: e.errorFields }))
    })
    expect(values).not.toHaveProperty('failed')
    const variables = toVariables(yudao(), values!)
    expect(variables).toMatchObject({
      Fk1qm3ahfbvkabc: '新电脑',
      amount: 1999.5,
      tags: ['b'],
      invoice: 'Y',
      custom: 'keep-me',
    })
    expect(variables).not.toHaveProperty('urgentReason') // not shown: neither checked nor sent
  })

  it('checks a number against its validate entry (the designer’s min mode)', async () => {
    const { form } = renderForm(yudao().filter((r) => r.field === 'amount'))
    type('金额', '0.5')
    await act(async () => {
      await validateForm(form())
    })
    expect(await screen.findByText('金额至少为 1')).toBeInTheDocument()
  })

  it('shows what `control` names only when the value matches, and checks it then', async () => {
    const { form } = renderForm(yudao())
    expect(screen.queryByLabelText('紧急原因')).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: '紧急' }))
    expect(await screen.findByLabelText('紧急原因')).toBeInTheDocument()
    await act(async () => {
      await validateForm(form())
    })
    expect(await screen.findByText('请输入紧急原因')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: '普通' }))
    await waitFor(() => expect(screen.queryByLabelText('紧急原因')).toBeNull())
  })

  it('keeps a hidden rule’s value without showing it, and honours the node’s field permissions', async () => {
    const rules: FcRule[] = [
      { type: 'input', field: 'secret', title: '隐藏', value: 'h', hidden: true, $required: true },
      { type: 'input', field: 'ro', title: '只读字段' },
      { type: 'input', field: 'rw', title: '可写字段' },
      { type: 'inputNumber', field: 'none', title: '不可见', value: 3 },
      { type: 'subForm', field: 'contact', title: '联系方式', props: { rule: [{ type: 'input', field: 'phone', title: '电话' }] } },
      { type: 'group', field: 'items', title: '明细', value: [{ name: 'a' }], props: { rule: [{ type: 'input', field: 'name', title: '名称' }] } },
    ]
    const { form } = renderForm(rules, {
      fieldPermissions: { ro: '1', rw: '2', none: '3', contact: '1', items: '1' },
      initialValues: { ro: '原值' },
    })
    expect(screen.getByLabelText('只读字段')).toBeDisabled()
    // a read-only subForm or group: everything inside is read-only too
    expect(screen.getByLabelText('电话')).toBeDisabled()
    expect(screen.getByLabelText('名称')).toBeDisabled()
    expect(screen.getByLabelText('可写字段')).toBeEnabled()
    expect(screen.queryByLabelText('不可见')).toBeNull()
    expect(screen.getByLabelText('隐藏', { selector: 'input' })).not.toBeVisible()
    type('可写字段', 'x')
    let values: Record<string, unknown> | undefined
    await act(async () => {
      values = await validateForm(form())
    })
    expect(toVariables(rules, values!)).toEqual({ secret: 'h', ro: '原值', rw: 'x', contact: {}, items: [{ name: 'a' }] })
  })

  it('holds every kind’s value in its type: group rows, subForm objects, dates, time ranges', async () => {
    const rules: FcRule[] = [
      { type: 'datePicker', field: 'd', title: '日期', value: '2024-05-01' },
      { type: 'datePicker', field: 'dt', title: '时间', props: { type: 'datetime' }, value: '2024-05-01 08:30:00' },
      { type: 'timePicker', field: 'tr', title: '时段', props: { isRange: true }, value: ['09:00:00', '18:00:00'] },
      {
        type: 'select',
        field: 'm',
        title: '多选',
        props: { multiple: true },
        options: [{ label: 'A', value: 1 }],
        value: [1],
      },
      {
        type: 'group',
        field: 'lines',
        title: '明细',
        props: {
          rule: [
            { type: 'input', field: 'name', title: '名称' },
            { type: 'inputNumber', field: 'qty', title: '数量', value: 1 },
          ],
        },
      },
      {
        type: 'subForm',
        field: 'addr',
        title: '地址',
        props: { rule: [{ type: 'input', field: 'city', title: '城市' }] },
      },
      {
        type: 'elTabs',
        children: [
          {
            type: 'elTabPane',
            props: { label: '第二页' },
            children: [{ type: 'input', field: 'onTab', title: '页内字段', $required: true }],
          },
        ],
      },
    ]
    const { form } = renderForm(rules)
    expect(screen.getByDisplayValue('2024-05-01')).toBeInTheDocument()
    expect(screen.getByDisplayValue('2024-05-01 08:30:00')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /添\s*加/ }))
    await screen.findByLabelText('名称')
    type('名称', '笔')
    type('城市', '杭州')
    type('页内字段', '有')
    let values: Record<string, unknown> | undefined
    await act(async () => {
      values = await validateForm(form())
    })
    expect(toVariables(rules, values!)).toEqual({
      d: '2024-05-01',
      dt: '2024-05-01 08:30:00',
      tr: ['09:00:00', '18:00:00'],
      m: [1],
      lines: [{ name: '笔', qty: 1 }],
      addr: { city: '杭州' },
      onTab: '有',
    })
  })

  it('shows a long form’s top at once and the rest right after; a check made before the rest is there still covers it', async () => {
    const rules: FcRule[] = Array.from({ length: 60 }, (_, i) => ({
      type: 'input',
      field: `f${i + 1}`,
      title: `字段 ${i + 1}`,
      ...(i === 59 ? { $required: '请填写最后一项' } : {}),
    }))
    let checked: Promise<Record<string, unknown> | undefined> | undefined
    let shownAtCheck = 0
    // checks as soon as the form is first on screen, before the rest of it has been mounted
    function CheckAtOnce() {
      const [form] = Form.useForm()
      useEffect(() => {
        shownAtCheck = document.querySelectorAll('input').length
        checked = validateForm(form)
      }, [form])
      return <FormRenderer rules={rules} form={form} />
    }
    render(<CheckAtOnce />)
    expect(shownAtCheck).toBeGreaterThan(0)
    expect(shownAtCheck).toBeLessThan(60)
    expect(await checked).toBeUndefined()
    expect(await screen.findByText('请填写最后一项')).toBeInTheDocument()
    expect(screen.getAllByRole('textbox')).toHaveLength(60)
  })

  it('disables every control when the whole form is read-only', () => {
    renderForm(yudao(), { disabled: true })
    expect(screen.getByLabelText('申请标题')).toBeDisabled()
    expect(screen.getByRole('switch', { name: '需要发票' })).toBeDisabled()
    // every option of a group too (an option's own `disabled: false` would beat its group's)
    expect(screen.getByRole('checkbox', { name: '软件' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: '紧急' })).toBeDisabled()
  })
})

describe('FormView', () => {
  it('shows an instance’s values as a reader wants them: labels, switch texts, links, unknown kinds said', async () => {
    await signIn('admin')
    const values = {
      Fk1qm3ahfbvkabc: '新电脑',
      urgency: 2,
      tags: ['a', 'b'],
      invoice: 'N',
      items: ['pc'],
      attachment: 'https://files.example/a%20b.pdf',
      reviewer: 3,
      startDate: '2024-05-01',
      custom: 'keep-me',
      fromProcess: 7,
    }
    render(<FormView rules={yudao()} values={values} />)
    const cell = (label: string) => screen.getByText(label, { selector: 'th, th *' }).closest('tr')!
    expect(within(cell('紧急程度')).getByText('紧急')).toBeInTheDocument()
    expect(within(cell('标签')).getByText('硬件、软件')).toBeInTheDocument()
    expect(within(cell('需要发票')).getByText('不需要')).toBeInTheDocument()
    expect(within(cell('物品')).getByText('电脑')).toBeInTheDocument()
    expect(within(cell('附件')).getByRole('link', { name: 'a b.pdf' })).toHaveAttribute(
      'href',
      'https://files.example/a%20b.pdf',
    )
    expect(await within(cell('审核人')).findByText('张晓明')).toBeInTheDocument()
    expect(within(cell('自定义组件')).getByText(/不支持的组件 myWidget/)).toBeInTheDocument()
    expect(within(cell('fromProcess')).getByText('7')).toBeInTheDocument()
  })
})
