// The form designer page (issue 43) against the demo API: what a user sees and what a save writes.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { Suspense } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { createForm, getForm } from '../../../../api/bpm/form'
import { tokens } from '../../../../api/http/tokens'
import { namespaceLoad } from '../../../../i18n'
import { issueTokens, users } from '../../../../mocks/session'
import { useSession } from '../../../../stores/session'
import FormEditor from '../../pages/FormEditor'
import { YUDAO_CONF, YUDAO_FIELDS } from '../testing/fixtures'

beforeEach(async () => {
  localStorage.clear() // no draft of another test
  tokens.set(issueTokens(users.find((u) => u.username === 'admin')!.id))
  await useSession.getState().loadInfo()
  await namespaceLoad('formDesigner')
})

async function openEditor(path: string) {
  await act(async () => {
    render(
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Suspense>
            <Routes>
              <Route path="/bpm/manager/form/edit" element={<FormEditor />} />
              <Route path="/bpm/manager/form" element={<p>表单列表</p>} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </AntApp>,
    )
  })
  // the designer's chunk is transformed on the first visit: slow on a busy machine
  return screen.findByLabelText('组件', { selector: 'nav' }, { timeout: 30_000 })
}
// label and text queries: role queries walk antd's whole tree and take seconds each in jsdom
const canvas = () => document.querySelector('.fd-center') as HTMLElement
const button = (scope: HTMLElement, label: string | RegExp) => within(scope).getByText(label, { selector: 'button, button *' }).closest('button')!
/** A canvas item's select button, by its title (its name is what it shows: title, kind, field). */
const item = (title: string) => within(canvas()).getByText(title, { selector: '.fd-item-title' }).closest('button')!
const panel = () => document.querySelector('.fd-right') as HTMLElement
const titles = () => [...canvas().querySelectorAll('.fd-item-title')].map((e) => e.textContent)
/** A click as the browser dispatches it (userEvent's full pointer sequence is slow on a page this size in jsdom). */
const click = async (el: Element) => {
  await act(async () => void fireEvent.click(el))
}
/** Text put into a field at once (typing it key by key is what userEvent does, and slow here). */
const fill = async (el: Element, value: string) => {
  await act(async () => void fireEvent.change(el, { target: { value } }))
}
const save = () => click(button(document.body, /^保\s*存$/))

// A page this size is slow in jsdom on a loaded machine (the designer's chunk, antd's controls on the canvas).
describe('the form designer', { timeout: 90_000 }, () => {
  it('opens a form made in yudao’s designer whole and saves it back unchanged, byte for byte', async () => {
    const id = Number(await createForm({ name: '采购', status: 0, remark: '', fields: YUDAO_FIELDS, conf: YUDAO_CONF }))
    await openEditor(`/bpm/manager/form/edit?id=${id}`)
    await waitFor(() => expect(titles()).toContain('申请标题'))
    // layouts with their columns, yudao's own kinds, and an unknown kind shown as what it is
    expect(titles()).toEqual(expect.arrayContaining(['开始日期', '会议时间', '性别', '审核人', '详细说明', '自定义组件']))
    expect(within(canvas()).getByText('不支持的组件 myWidget')).toBeInTheDocument()
    await save()
    await screen.findByText('表单列表')
    const saved = await getForm(id)
    expect(saved?.fields).toEqual(YUDAO_FIELDS)
    expect(saved?.conf).toBe(YUDAO_CONF)
  })

  it('adds kinds from the palette with form-create’s ids, checks field names, and saves the form', async () => {
    await openEditor('/bpm/manager/form/edit')
    await fill(screen.getByPlaceholderText('请输入表单名'), '出差申请')
    await click(screen.getByLabelText('添加单行输入框'))
    await click(screen.getByLabelText('添加单选框'))
    expect(titles()).toEqual(['单行输入框', '单选框'])
    // the new radio is selected: its properties, its options editor
    const field = within(panel()).getByLabelText('字段名')
    expect((field as HTMLInputElement).value).toMatch(/^F[a-z0-9]+c$/)
    await click(button(panel(), '添加选项'))
    expect(within(within(panel()).getByText('选项', { selector: 'legend' }).parentElement!).getAllByLabelText(/^选项名 \d$/)).toHaveLength(3)
    // a name the other field has, then one that is no identifier: said, and the save refuses
    await click(item('单行输入框'))
    await fill(within(panel()).getByLabelText('字段名'), 'city')
    await fill(within(panel()).getByLabelText('标题'), '目的地')
    await click(within(panel()).getByLabelText('必填'))
    await fill(within(panel()).getByLabelText('必填提示'), '请填写目的地')
    await click(item('单选框'))
    await fill(within(panel()).getByLabelText('字段名'), 'city')
    expect(within(panel()).getByText('字段名 city 已被其他组件使用')).toBeInTheDocument()
    await fill(within(panel()).getByLabelText('字段名'), '2way')
    expect(within(panel()).getByText('字段名只能包含字母、数字、_、$，且不能以数字开头')).toBeInTheDocument()
    await click(item('目的地'))
    await save()
    expect(await screen.findByText('有 1 个字段名需要修改，已选中第一个')).toBeInTheDocument()
    expect(item('单选框')).toHaveAttribute('aria-pressed', 'true')
    await fill(within(panel()).getByLabelText('字段名'), 'way')
    await save()
    await screen.findByText('表单列表')
    const { list } = await import('../../../../api/bpm/form').then((m) => m.getFormPage({ pageNo: 1, pageSize: 50, name: '出差申请' }))
    const saved = await getForm(list[0].id)
    const rules = saved!.fields.map((f) => JSON.parse(f) as Record<string, unknown>)
    expect(rules[0]).toMatchObject({ type: 'input', field: 'city', title: '目的地', $required: '请填写目的地', _fc_drag_tag: 'input' })
    expect(rules[0]._fc_id).toMatch(/^id_F/)
    expect(rules[0].name).toMatch(/^ref_F/)
    expect(rules[1]).toMatchObject({ type: 'radio', field: 'way', _fc_drag_tag: 'radio' })
    expect(rules[1].options).toHaveLength(3)
    expect(JSON.parse(saved!.conf)).toMatchObject({ form: { labelPosition: 'right', labelWidth: '125px' } })
  })

  it('undoes and redoes by button and by Ctrl+Z / Ctrl+Y; copies with fresh names; deletes', async () => {
    await openEditor('/bpm/manager/form/edit')
    await click(screen.getByLabelText('添加计数器'))
    await click(screen.getByLabelText('添加开关'))
    expect(titles()).toEqual(['计数器', '开关'])
    await click(within(screen.getByRole('toolbar', { name: '表单画布' })).getByLabelText('撤销'))
    expect(titles()).toEqual(['计数器'])
    await click(screen.getByLabelText('重做'))
    expect(titles()).toEqual(['计数器', '开关'])
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    expect(titles()).toEqual(['计数器'])
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true })
    expect(titles()).toEqual(['计数器', '开关'])
    // copy the selected switch: a second one with another field name
    await click(within(canvas()).getByLabelText('复制'))
    expect(titles()).toEqual(['计数器', '开关', '开关'])
    const names = [...canvas().querySelectorAll('.fd-item-kind')].map((e) => e.textContent)
    expect(new Set(names).size).toBe(3)
    await click(within(canvas()).getByLabelText('删除'))
    expect(titles()).toEqual(['计数器', '开关'])
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    expect(titles()).toEqual(['计数器', '开关', '开关'])
  })

  it('offers the draft autosaved before a reload back, and restores it', async () => {
    const draft = { name: '草稿表单', status: 0, remark: '', fields: [YUDAO_FIELDS[0]], conf: YUDAO_CONF }
    localStorage.setItem('form-draft:new', JSON.stringify({ xml: JSON.stringify(draft), savedAt: Date.now() }))
    await openEditor('/bpm/manager/form/edit')
    await screen.findByText(/自动保存的未保存草稿，是否恢复？/)
    expect(titles()).toEqual([])
    await click(button(document.body, '恢复草稿'))
    await waitFor(() => expect(titles()).toEqual(['申请标题']))
    expect(screen.getByPlaceholderText('请输入表单名')).toHaveValue('草稿表单')
    // an edit is kept as the new draft a second later (the BPMN designer's delay)
    await click(screen.getByLabelText('添加开关'))
    await waitFor(() => expect(JSON.parse(JSON.parse(localStorage.getItem('form-draft:new')!).xml).fields).toHaveLength(2), { timeout: 5000 })
  })

  it('pastes a yudao form-create JSON; a bad paste says why and keeps the form', async () => {
    await openEditor('/bpm/manager/form/edit')
    await click(screen.getByLabelText('添加评分'))
    await click(button(document.body, 'JSON'))
    const dialog = (await screen.findByText('表单 JSON')).closest('.ant-modal') as HTMLElement
    const box = within(dialog).getByLabelText('规则')
    expect((box as HTMLTextAreaElement).value).toContain('"type": "rate"')
    fireEvent.change(box, { target: { value: '[{"title": "no type"}]' } })
    await click(button(dialog, /^应\s*用$/))
    expect(dialog.querySelector('[role=alert]')).toHaveTextContent('第 1 项不是 form-create 的规则（缺少 type）')
    fireEvent.change(box, { target: { value: '[{"type": "input",' } })
    await click(button(dialog, /^应\s*用$/))
    expect(dialog.querySelector('[role=alert]')).toHaveTextContent('JSON 格式不正确')
    expect(titles()).toEqual(['评分'])
    fireEvent.change(box, { target: { value: JSON.stringify({ fields: YUDAO_FIELDS, conf: YUDAO_CONF }) } })
    await click(button(dialog, /^应\s*用$/))
    await waitFor(() => expect(titles()).toContain('申请标题'))
    expect(titles()).toEqual(expect.arrayContaining(['金额', '开始日期', '会议时间', '自定义组件']))
    // one undo step brings the form before the paste back
    await click(within(screen.getByRole('toolbar', { name: '表单画布' })).getByLabelText('撤销'))
    expect(titles()).toEqual(['评分'])
  })
})
