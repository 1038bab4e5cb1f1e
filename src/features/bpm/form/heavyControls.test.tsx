// The form engine's rarer kinds driven as a user drives them (issue 43): rules as yudao's and form-create's designers
// write them, the value the form then holds in the type the start page sends, and the process detail's read-only view.
import type { Editor } from '@tiptap/core'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { api } from '../../../mocks/util'
import { signIn } from '../../system/testing'
import { renderForm } from './testing/renderForm'
import { FormView } from './FormView'
import type { FcRule } from './types'
import { fromVariables } from './values'

// antd and the lazily loaded controls' chunk are slow in jsdom on this machine: one render per kind.
vi.setConfig({ testTimeout: 60_000 })
const LOAD = { timeout: 20_000 }

// What ProseMirror measures answers nothing in jsdom (no layout); typing goes through its transactions instead.
document.elementFromPoint ??= () => null
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
HTMLElement.prototype.getClientRects ??= () => [] as unknown as DOMRectList

/** A form of these rules inside the app's providers (messages shown), and its antd instance. */
/** The read-only view's cell for a field's title. */
function viewCell(label: string) {
  return screen.getByText(label, { selector: 'th, th *' }).closest('tr')!
}

const pdf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })

beforeEach(async () => {
  await signIn('admin')
})

describe('upload kinds', () => {
  // yudao's 文件上传 as its designer writes it (useUploadFileRule: fileType without dots, fileSize in MB, limit)
  const uploadFile: FcRule = {
    type: 'UploadFile',
    field: 'files',
    title: '附件',
    info: '',
    $required: false,
    props: { fileType: ['pdf', 'txt'], fileSize: 1, limit: 3 },
  }

  it('uploads the files a user picks, keeps them when one is refused, and sends their URLs as a list', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/infra/file/upload')) seen.push(request.method)
    })
    const { container, variables } = renderForm([uploadFile])
    await screen.findByRole('button', { name: /点击上传/ }, LOAD)
    const input = () => container.querySelector<HTMLInputElement>('input[type=file]')!

    // two at once: both end up in the value
    await userEvent.upload(input(), [pdf('合同.pdf'), pdf('发票.pdf')])
    await waitFor(() => expect(variables().files).toHaveLength(2))
    const [first, second] = variables().files as string[]
    expect(first).toMatch(/^https?:\/\/\S+$/)
    expect(second).toMatch(/^https?:\/\/\S+$/)
    expect(seen).toHaveLength(2)

    // over its 1 MB: refused before anything is sent
    await userEvent.upload(input(), pdf('大文件.pdf', 1024 * 1024 + 1))
    expect(await screen.findByText('文件 大文件.pdf 超过 1 MB')).toBeInTheDocument()
    expect(seen).toHaveLength(2)

    // not a type the rule takes (a picker showing every file, or a drop): refused before sending
    await userEvent.setup({ applyAccept: false }).upload(input(), new File(['MZ'], '工具.exe'))
    expect(await screen.findByText('文件 工具.exe 的格式不对，请上传 .pdf .txt 格式的文件')).toBeInTheDocument()
    expect(seen).toHaveLength(2)

    // the server refuses one: its message is shown, the others stay
    server.use(
      mswHttp.post(api('/infra/file/upload'), () =>
        HttpResponse.json({ code: 1_001_003_000, msg: '存储空间已满', data: null }),
      ),
    )
    await userEvent.upload(input(), pdf('第三份.pdf'))
    expect(await screen.findByText('存储空间已满')).toBeInTheDocument()
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-uploading')).toBeNull())
    expect(variables().files).toEqual([first, second])
    server.resetHandlers()

    // two more where one fits its limit of 3: that one is sent, the other refused
    await userEvent.upload(input(), [new File(['a'], '说明.txt', { type: 'text/plain' }), pdf('第五份.pdf')])
    expect(await screen.findByText('最多上传 3 个文件，第五份.pdf 未上传')).toBeInTheDocument()
    await waitFor(() => expect(variables().files).toHaveLength(3))
    expect((variables().files as string[]).slice(0, 2)).toEqual([first, second])
    expect(new Set(variables().files as string[]).size).toBe(3)
    server.events.removeAllListeners()
  })

  it('drops a file removed while it is still uploading', async () => {
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      mswHttp.post(api('/infra/file/upload'), async () => {
        await answered
        return HttpResponse.json({ code: 0, msg: '', data: 'https://files.example/wrong.pdf' })
      }),
    )
    const { container, variables } = renderForm([uploadFile])
    await screen.findByRole('button', { name: /点击上传/ }, LOAD)
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, pdf('选错了.pdf'))
    const item = (await screen.findByText('选错了.pdf')).closest<HTMLElement>('.ant-upload-list-item')!
    await userEvent.click(within(item).getByRole('button', { name: '删除文件' }))
    await waitFor(() => expect(screen.queryByText('选错了.pdf')).toBeNull())
    await act(async () => answer())
    // the answer has come: nothing of it shows or is held
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item')).toBeNull())
    expect(variables().files ?? []).toEqual([])
  })

  it('shows uploaded files as links, only http(s) ones, and survives a value of another shape', () => {
    render(
      <FormView
        rules={[
          uploadFile,
          { type: 'UploadImg', field: 'photo', title: '照片' },
          { ...uploadFile, field: 'odd', title: '怪值' },
        ]}
        values={{
          files: ['https://files.example/a%20b.pdf', 'javascript:alert(1)'],
          photo: 'https://files.example/p.png',
          odd: { url: 'https://files.example/x.pdf' },
        }}
      />,
    )
    expect(within(viewCell('附件')).getByRole('link', { name: 'a b.pdf' })).toHaveAttribute(
      'href',
      'https://files.example/a%20b.pdf',
    )
    expect(within(viewCell('附件')).getAllByRole('link')).toHaveLength(1)
    expect(within(viewCell('附件')).getByText('javascript:alert(1)')).toBeInTheDocument()
    expect(within(viewCell('照片')).getByRole('link', { name: 'p.png' })).toBeInTheDocument()
    expect(within(viewCell('怪值')).queryByRole('link')).toBeNull()
  })
})

describe('yudao’s upload values and defaults', () => {
  it('reads a text of several URLs as yudao’s UploadFile writes it, and adds to it in the same shape', async () => {
    const rule: FcRule = { type: 'UploadFile', field: 'files', title: '附件', props: { limit: 3 } }
    const joined = 'https://files.example/a.pdf,https://files.example/b.pdf'
    const { container, variables } = renderForm([rule], { initialValues: fromVariables([rule], { files: joined }) })
    expect(await screen.findByText('a.pdf', {}, LOAD)).toBeInTheDocument()
    expect(screen.getByText('b.pdf')).toBeInTheDocument()
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, pdf('c.pdf'))
    await waitFor(() => expect(String(variables().files).split(',')).toHaveLength(3))
    expect(String(variables().files).startsWith(`${joined},http`)).toBe(true)
    // removing one keeps the others, still as text
    const b = screen.getByText('b.pdf').closest<HTMLElement>('.ant-upload-list-item')!
    await userEvent.click(within(b).getByRole('button', { name: '删除文件' }))
    await waitFor(() => expect(String(variables().files).split(',')).toHaveLength(2))
    expect(String(variables().files).startsWith('https://files.example/a.pdf,http')).toBe(true)

    render(<FormView rules={[{ ...rule, title: '详情附件' }]} values={{ files: joined }} />)
    expect(
      within(viewCell('详情附件'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(joined.split(','))
  })

  it('takes only the images yudao’s UploadImg takes when its rule says nothing (jpeg, png, gif; 5 MB)', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request.url))
    const rule: FcRule = { type: 'UploadImg', field: 'photo', title: '照片', info: '', $required: false }
    const { container, variables } = renderForm([rule])
    await screen.findByRole('button', { name: '照片 点击上传' }, LOAD)
    // a new input after each pick (so the same file can be picked again)
    const input = () => container.querySelector<HTMLInputElement>('input[type=file]')!
    expect(input().accept).toBe('image/jpeg,image/png,image/gif')
    await userEvent
      .setup({ applyAccept: false })
      .upload(input(), new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))
    expect(await screen.findByText(/文件 a\.svg 的格式不对/)).toBeInTheDocument()
    await userEvent.upload(input(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], '大图.png', { type: 'image/png' }))
    expect(await screen.findByText('文件 大图.png 超过 5 MB')).toBeInTheDocument()
    expect(seen.filter((u) => u.includes('/infra/file/upload'))).toEqual([])
    await userEvent.upload(input(), new File([new Uint8Array([137, 80, 78, 71])], '头像.png', { type: 'image/png' }))
    await waitFor(() => expect(variables().photo).toMatch(/^https?:\/\/\S+$/))
    server.events.removeAllListeners()
  })
})

describe('rich text', () => {
  it('holds what is typed in the editor as HTML text, and the view shows it sanitised', async () => {
    const rules: FcRule[] = [
      { type: 'Editor', field: 'detail', title: '详细说明', info: '', $required: false, props: { height: '300px' } },
    ]
    const { variables } = renderForm(rules)
    // the editor's code loads with the first form that shows one; Tiptap keeps its editor on the writing area
    const editor = await waitFor(() => {
      const box = screen.getByRole('textbox', { name: '详细说明' }) as HTMLElement & { editor?: Editor }
      expect(box.editor).toBeDefined()
      return box.editor!
    }, LOAD)
    act(() => void editor.view.dispatch(editor.state.tr.insertText('需要两台电脑')))
    // the editor tells the form 250 ms after the last keystroke
    await waitFor(() => expect(variables()).toEqual({ detail: '<p>需要两台电脑</p>' }))

    render(<FormView rules={rules} values={{ detail: '<p>已写<img src=x onerror="alert(1)"></p>' }} />)
    expect(within(viewCell('详细说明')).getByText('已写')).toBeInTheDocument()
    expect(viewCell('详细说明').innerHTML).not.toContain('onerror')
  })
})

describe('choosing kinds', () => {
  // as form-create's designer writes them (elTransfer's data keyed by `key`, tree's by nodeKey `id`)
  const transfer: FcRule = {
    type: 'elTransfer',
    field: 'members',
    title: '成员',
    info: '',
    $required: false,
    props: {
      data: [
        { label: '张三', key: 1 },
        { label: '李四', key: 2 },
        { label: '王五', key: 3, disabled: true },
      ],
      titles: ['待选', '已选'],
    },
  }
  const tree: FcRule = {
    type: 'tree',
    field: 'depts',
    title: '部门',
    info: '',
    props: {
      props: { label: 'label' },
      showCheckbox: true,
      nodeKey: 'id',
      data: [
        { id: 1, label: '总部', children: [{ id: 4, label: '研发部' }] },
        {
          id: 2,
          label: '分部',
          children: [
            { id: 5, label: '销售部' },
            { id: 6, label: '客服部' },
          ],
        },
      ],
    },
  }
  const cascader: FcRule = {
    type: 'cascader',
    field: 'topic',
    title: '主题',
    info: '',
    props: {
      options: [
        {
          value: 'zhinan',
          label: '指南',
          children: [
            {
              value: 'shejiyuanze',
              label: '设计原则',
              children: [
                { value: 'yizhi', label: '一致' },
                { value: 'fankui', label: '反馈' },
              ],
            },
          ],
        },
        { value: 'zujian', label: '组件', children: [{ value: 'basic', label: 'Basic' }] },
      ],
    },
  }
  const treeSelect: FcRule = {
    type: 'elTreeSelect',
    field: 'areas',
    title: '区域',
    info: '',
    $required: false,
    props: {
      nodeKey: 'value',
      showCheckbox: true,
      multiple: true,
      data: [
        {
          label: '华东',
          value: 'east',
          children: [
            { label: '杭州', value: 'hz' },
            { label: '上海', value: 'sh' },
          ],
        },
      ],
    },
  }

  it('moves a transfer item, checks a tree node, picks a cascader path and tree-select nodes: the form holds their values', async () => {
    const rules = [transfer, tree, cascader, treeSelect]
    const { variables } = renderForm(rules)

    // transfer: the rule's own keys (numbers) are what is sent
    await screen.findByText('张三', {}, LOAD)
    await userEvent.click(screen.getByText('李四'))
    await userEvent.click(screen.getByRole('button', { name: 'right' }))
    await waitFor(() => expect(variables().members).toEqual([2]))

    // tree: checking a parent checks its children
    const node = screen.getByText('分部').closest('.ant-tree-treenode')!
    await userEvent.click(node.querySelector('.ant-tree-checkbox')!)
    await waitFor(() => expect(variables().depts).toEqual([2, 5, 6]))

    // cascader: the path of values
    await userEvent.click(screen.getByRole('combobox', { name: '主题' }))
    await userEvent.click(await screen.findByTitle('指南'))
    await userEvent.click(await screen.findByTitle('设计原则'))
    await userEvent.click(await screen.findByTitle('一致'))
    await waitFor(() => expect(variables().topic).toEqual(['zhinan', 'shejiyuanze', 'yizhi']))

    // tree select, several with checkboxes
    await userEvent.click(screen.getByRole('combobox', { name: '区域' }))
    const east = (await screen.findByTitle('华东')).closest('.ant-select-tree-treenode')!
    await userEvent.click(east.querySelector('.ant-select-tree-switcher')!)
    await userEvent.click(await screen.findByTitle('杭州'))
    await userEvent.click(await screen.findByTitle('上海'))
    await waitFor(() => expect((variables().areas as string[]).sort()).toEqual(['hz', 'sh']))
  })

  it('holds the chosen leaf alone when the cascader’s props say emitPath: false, and shows its path', async () => {
    const leafOnly: FcRule = { ...cascader, props: { ...cascader.props, props: { emitPath: false } } }
    const { variables } = renderForm([leafOnly])
    await userEvent.click(await screen.findByRole('combobox', { name: '主题' }, LOAD))
    await userEvent.click(await screen.findByTitle('组件'))
    await userEvent.click(await screen.findByTitle('Basic'))
    await waitFor(() => expect(variables()).toEqual({ topic: 'basic' }))
    expect(fromVariables([leafOnly], { topic: 'basic' })).toEqual({ topic: 'basic' })

    render(<FormView rules={[{ ...leafOnly, title: '已选主题' }]} values={{ topic: 'yizhi' }} />)
    expect(within(viewCell('已选主题')).getByText('指南 / 设计原则 / 一致')).toBeInTheDocument()
  })

  it('shows the chosen options’ labels, not their codes, and a value of another shape without failing', () => {
    const rules = [transfer, tree, cascader, treeSelect]
    const { unmount } = render(
      <FormView
        rules={rules}
        values={{ members: [2, 1], depts: [2, 5], topic: ['zhinan', 'shejiyuanze', 'yizhi'], areas: ['hz'] }}
      />,
    )
    expect(within(viewCell('成员')).getByText('李四、张三')).toBeInTheDocument()
    expect(within(viewCell('部门')).getByText('分部、销售部')).toBeInTheDocument()
    expect(within(viewCell('主题')).getByText('指南 / 设计原则 / 一致')).toBeInTheDocument()
    expect(within(viewCell('区域')).getByText('杭州')).toBeInTheDocument()
    unmount()

    // a transfer whose data names its fields otherwise (element-plus's props)
    const named: FcRule = {
      ...transfer,
      title: '成员（别名）',
      props: { props: { key: 'id', label: 'name' }, data: [{ id: 'u1', name: '赵六' }] },
    }
    const { unmount: close } = render(<FormView rules={[named]} values={{ members: ['u1'] }} />)
    expect(within(viewCell('成员（别名）')).getByText('赵六')).toBeInTheDocument()
    close()

    // an instance's variables of another shape (a text where a list is kept, an object where a value is)
    render(<FormView rules={rules} values={{ members: '2', depts: 6, topic: 'zhinan', areas: { hz: true } }} />)
    expect(within(viewCell('成员')).getByText('李四')).toBeInTheDocument()
    expect(within(viewCell('部门')).getByText('客服部')).toBeInTheDocument()
    expect(within(viewCell('主题')).getByText('指南')).toBeInTheDocument()
    expect(within(viewCell('区域')).getByText('{"hz":true}')).toBeInTheDocument()
  })
})

describe('other shapes and the remaining kinds', () => {
  it('opens an instance whose values came in other shapes without failing, each control showing what it can', async () => {
    const rules: FcRule[] = [
      { type: 'rate', field: 'score', title: '评分' },
      { type: 'slider', field: 'span', title: '区间', props: { range: true } },
      { type: 'timePicker', field: 'hours', title: '时段', props: { isRange: true } },
      { type: 'colorPicker', field: 'color', title: '颜色' },
      { type: 'cascader', field: 'topic', title: '主题', props: { options: [{ value: 'a', label: '甲' }] } },
      { type: 'upload', field: 'file', title: '附件' },
      { type: 'Editor', field: 'detail', title: '说明' },
      { type: 'elTransfer', field: 'members', title: '成员', props: { data: [{ key: 1, label: '张三' }] } },
      { type: 'tree', field: 'depts', title: '部门', props: { nodeKey: 'id', data: [{ id: 1, label: '总部' }] } },
      {
        type: 'elTreeSelect',
        field: 'areas',
        title: '区域',
        props: { multiple: true, data: [{ value: 'hz', label: '杭州' }] },
      },
    ]
    const odd = {
      score: 'x',
      span: 'abc',
      hours: '09:00',
      color: 42,
      topic: 'a',
      file: { url: 'https://files.example/x.pdf' },
      detail: 7,
      members: '1',
      depts: 1,
      areas: { hz: true },
    }
    const uncaught = vi.spyOn(console, 'error')
    renderForm(rules, { initialValues: fromVariables(rules, odd) })
    expect(await screen.findByText('张三', {}, LOAD)).toBeInTheDocument()
    expect(screen.getByText('总部')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '主题' })).toBeInTheDocument()
    expect(uncaught.mock.calls.filter((c) => String(c[0]).includes('[uncaught]'))).toEqual([])

    render(<FormView rules={rules} values={odd} />)
    expect(within(viewCell('成员')).getByText('张三')).toBeInTheDocument()
    expect(within(viewCell('部门')).getByText('总部')).toBeInTheDocument()
    expect(within(viewCell('主题')).getByText('甲')).toBeInTheDocument()
    expect(within(viewCell('颜色')).getByText('42')).toBeInTheDocument()
    expect(within(viewCell('附件')).queryByRole('link')).toBeNull()
  })
  it('names every star of a rating and every handle of a slider for a screen reader, and a star sets its count', async () => {
    const { variables } = renderForm([
      { type: 'rate', field: 'score', title: '评分' },
      { type: 'slider', field: 'progress', title: '进度' },
      { type: 'slider', field: 'band', title: '区间', props: { range: true } },
    ])
    await userEvent.click(await screen.findByRole('radio', { name: '4 星' }, LOAD))
    expect(variables().score).toBe(4)
    expect(screen.getByRole('slider', { name: '进度' })).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: '区间（起）' })).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: '区间（止）' })).toBeInTheDocument()
  })

  it('picks a colour by its hex code and a time range by typing, held as text as form-create holds them', async () => {
    const rules: FcRule[] = [
      { type: 'colorPicker', field: 'color', title: '颜色', info: '', $required: false },
      { type: 'timePicker', field: 'hours', title: '时段', info: '', $required: false, props: { isRange: true } },
    ]
    const { variables, container } = renderForm(rules)
    await userEvent.click(
      (await screen.findByRole('group', { name: '颜色' }, LOAD)).querySelector('.ant-color-picker-trigger')!,
    )
    const hex = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input')
      expect(input).not.toBeNull()
      return input!
    })
    await userEvent.clear(hex)
    await userEvent.type(hex, '1677ff')
    await waitFor(() => expect(variables().color).toBe('#1677ff'))

    const [from, to] = container.querySelectorAll<HTMLInputElement>('.ant-picker-range input')
    await userEvent.click(from)
    await userEvent.type(from, '09:00:00{Enter}')
    await userEvent.type(to, '18:30:00{Enter}')
    await waitFor(() => expect(variables().hours).toEqual(['09:00:00', '18:30:00']))

    render(<FormView rules={rules} values={variables()} />)
    expect(within(viewCell('颜色')).getByText('#1677ff')).toBeInTheDocument()
    expect(within(viewCell('时段')).getByText('09:00:00 ~ 18:30:00')).toBeInTheDocument()
  })
})
