import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderDesigner } from '../fixtures/renderDesigner'
import { ZOOM_ERROR } from './zoom'
import fixture from './designer.bpmn?raw'

const button = (name: string) => screen.getByRole('button', { name })
const openFile = (content: string | Blob, name: string) => {
  const input = screen.getByTestId('bpmn-file-input') as HTMLInputElement
  const file = new File([content], name, { type: 'application/xml' })
  fireEvent.change(input, { target: { files: [file] } })
}
const lastMessage = (text: string) =>
  waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain(text))

describe('process designer', () => {
  it('draws a blank diagram with the given id and name, and Chinese palette labels', async () => {
    const d = await renderDesigner('', { processId: 'Process_new', processName: '新流程' })
    expect(await d.xml()).toContain('<bpmn2:process id="Process_new" name="新流程" isExecutable="true">')
    await waitFor(() => expect(document.querySelector('.djs-palette [aria-label="创建开始事件"]')).not.toBeNull())
    expect(document.querySelector('.djs-palette [aria-label="激活抓手工具"]')).not.toBeNull()
  })

  it('zooms by 0.1 between 0.2 and 4, disables the buttons at the bounds and throws beyond them', async () => {
    const d = await renderDesigner(fixture)
    act(() => d.ref.current!.zoomTo(1))
    fireEvent.click(button('放大视图'))
    await waitFor(() => expect(screen.getByText('110%')).toBeInTheDocument())
    act(() => d.ref.current!.zoomTo(4))
    await waitFor(() => expect(button('放大视图')).toBeDisabled())
    expect(() => d.ref.current!.zoomTo(4.1)).toThrow(ZOOM_ERROR)
    act(() => d.ref.current!.zoomTo(0.3))
    fireEvent.click(button('缩小视图'))
    await waitFor(() => expect(button('缩小视图')).toBeDisabled())
    expect(screen.getByText('20%')).toBeInTheDocument()
    expect(() => d.ref.current!.zoomTo(0.1)).toThrow(ZOOM_ERROR)
  })

  it('steps from a fitted zoom onto its bounds: the last step lands on 20 % and on 400 % (issue 51)', async () => {
    const d = await renderDesigner(fixture)
    const canvas = d.modeler.get<{ zoom(scale?: number): number }>('canvas')
    const zoomBox = () => screen.getByLabelText('缩放比例').closest('.ant-select')!.textContent
    for (const [name, bound] of [
      ['缩小视图', 0.2],
      ['放大视图', 4],
    ] as const) {
      act(() => void canvas.zoom(0.8912)) // as 重置视图 leaves it
      await waitFor(() => expect(zoomBox()).toBe('89%'))
      for (let step = 0; !button(name).hasAttribute('disabled'); step++) {
        expect(step).toBeLessThan(40)
        const before = zoomBox()
        fireEvent.click(button(name))
        await waitFor(() => expect(zoomBox()).not.toBe(before))
      }
      expect(canvas.zoom()).toBeCloseTo(bound, 5)
      expect(zoomBox()).toBe(`${bound * 100}%`)
    }
  })

  it('undo/redo buttons follow the command stack', async () => {
    const d = await renderDesigner(fixture)
    expect(button('撤销')).toBeDisabled()
    expect(button('恢复')).toBeDisabled()
    await d.select('Task_1')
    d.edit('名称', '改名')
    await waitFor(() => expect(button('撤销')).toBeEnabled())
    fireEvent.click(button('撤销'))
    await waitFor(() => expect(button('恢复')).toBeEnabled())
    expect(button('撤销')).toBeDisabled()
    fireEvent.click(button('恢复'))
    expect(await d.xml()).toContain('name="改名"')
  })

  it('keyboard shortcuts work when the canvas has focus', async () => {
    const d = await renderDesigner(fixture)
    await d.select('Task_1')
    d.edit('名称', '键盘')
    expect(await d.xml()).toContain('name="键盘"')
    const svg = document.querySelector('.bpmn-designer-canvas svg') as SVGSVGElement
    svg.focus()
    const { userEvent } = await import('vitest/browser')
    await userEvent.keyboard('{Control>}z{/Control}')
    await waitFor(async () => expect(await d.xml()).toContain('name="任务一"'))
  })

  it('needs more than one element to align, and asks first', async () => {
    const d = await renderDesigner(fixture)
    await d.select('Task_1')
    fireEvent.click(button('向左对齐'))
    await lastMessage('请按住 Ctrl 键选择多个元素对齐')
    const selection = d.modeler.get<{ select(e: unknown[]): void }>('selection')
    act(() => selection.select([d.element('Task_1'), d.element('StartEvent_1')]))
    fireEvent.click(button('向上对齐'))
    expect(await screen.findByText('自动对齐可能造成图形变形，是否继续？')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }))
    await waitFor(() => expect(d.canUndo()).toBe(true))
    const start = d.element('StartEvent_1') as unknown as { y: number }
    const task = d.element('Task_1') as unknown as { y: number }
    expect(start.y).toBe(task.y)
  })

  describe('malformed imports keep the current diagram', () => {
    const cases: [string, string | Blob, string, string][] = [
      ['not XML', 'hello {', 'broken.bpmn', '文件不是有效的 XML'],
      ['XML that is not BPMN', '<?xml version="1.0"?><note><to>x</to></note>', 'note.xml', '不是 BPMN 2.0 流程定义'],
      [
        'an image',
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]),
        'x.png',
        '文件不是有效的 XML',
      ],
    ]
    for (const [label, content, name, text] of cases) {
      it(label, async () => {
        const d = await renderDesigner(fixture)
        const before = await d.xml()
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
        openFile(content, name)
        await lastMessage(text)
        expect(await d.xml()).toBe(before)
        errors.mockRestore()
      })
    }

    it('opens a BPMN with a missing reference (issue 15: a warning, not a refusal) and saves the reference as written', async () => {
      const d = await renderDesigner(fixture)
      const dangling = '<bpmn2:sequenceFlow id="F" sourceRef="StartEvent_1" targetRef="Nowhere" />'
      openFile(fixture.replace('</bpmn2:process>', `${dangling}</bpmn2:process>`), 'dangling.bpmn')
      await waitFor(() =>
        expect(document.querySelector('.bpmn-import-notice')?.textContent).toContain('已导入，1 条警告'),
      )
      expect(await d.xml()).toContain('<bpmn2:sequenceFlow id="F" sourceRef="StartEvent_1" targetRef="Nowhere" />')
    })

    it('opens a model whatever the file is called (issue 15: the content decides, not the name)', async () => {
      const d = await renderDesigner(fixture)
      expect((screen.getByTestId('bpmn-file-input') as HTMLInputElement).accept).toBe('.xml,.bpmn,.bpmn2')
      openFile(fixture.replace('任务一', 'Eclipse 导出'), 'process.bpmn2')
      await waitFor(async () => expect(await d.xml()).toContain('Eclipse 导出'))
      openFile(fixture.replace('任务一', '文本导出'), 'process.txt')
      await waitFor(async () => expect(await d.xml()).toContain('文本导出'))
    })

    it('asks before opening a file over 10 MB: 取消 keeps the diagram, 确定 opens it', async () => {
      const d = await renderDesigner(fixture)
      const before = await d.xml()
      // a model padded to 11 MB with a comment, as a tool that embeds data would write
      const padded = fixture
        .replace('任务一', '大文件')
        .replace('</bpmn2:definitions>', `<!-- ${'x'.repeat(11 * 1024 * 1024)} --></bpmn2:definitions>`)
      openFile(padded, 'large.bpmn')
      expect(await screen.findByText(/^文件较大（11\.0 MB），打开可能需要较长时间，是否继续？$/)).toBeInTheDocument()
      fireEvent.click(screen.getByRole('button', { name: /Cancel|取\s*消/ }))
      await waitFor(() => expect(screen.queryByText(/^文件较大/)).toBeNull())
      expect(await d.xml()).toBe(before)
      openFile(padded, 'large.bpmn')
      await screen.findByText(/^文件较大/)
      fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }))
      await waitFor(async () => expect(await d.xml()).toContain('大文件'), { timeout: 15000 })
    }, 30000)

    it('imports a valid file', async () => {
      const d = await renderDesigner(fixture)
      openFile(fixture.replace('任务一', '从文件导入'), 'ok.bpmn')
      await waitFor(async () => expect(await d.xml()).toContain('从文件导入'))
    })
  })

  it('save emits the XML; a failing save shows the spec message', async () => {
    const saved: string[] = []
    await renderDesigner(fixture, { onSave: (xml) => void saved.push(xml) })
    fireEvent.click(screen.getByRole('button', { name: /保存模型/ }))
    await waitFor(() => expect(saved[0]).toContain('Process_designer'))
    document.body.innerHTML = ''
    await renderDesigner(fixture, { onSave: () => Promise.reject(new Error('500')) })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fireEvent.click(screen.getByRole('button', { name: /保存模型/ }))
    await lastMessage('保存模型失败，请重试！')
  })

  it('autosaves a draft and offers it back on the next open', async () => {
    const d = await renderDesigner(fixture, { processId: 'Process_designer' })
    await d.select('Task_1')
    d.edit('名称', '草稿中的名字')
    await waitFor(() => expect(localStorage.getItem('bpmn-draft:Process_designer')).toContain('草稿中的名字'), {
      timeout: 3000,
    })
    d.view.unmount()
    const again = await renderDesigner(fixture, { processId: 'Process_designer' })
    fireEvent.click(await screen.findByRole('button', { name: '恢复草稿' }))
    await waitFor(async () => expect(await again.xml()).toContain('草稿中的名字'))
  })

  it('simulation mode disables editing actions', async () => {
    await renderDesigner(fixture)
    fireEvent.click(screen.getByRole('button', { name: /模拟/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /退出模拟/ })).toBeInTheDocument())
    expect(button('打开文件')).toBeDisabled()
    expect(button('向左对齐')).toBeDisabled()
    expect(document.querySelector('.bpmn-designer-panel')?.hasAttribute('inert')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /退出模拟/ }))
    await waitFor(() => expect(button('打开文件')).toBeEnabled())
  })

  it('lints on demand and shows problems on the canvas', async () => {
    await renderDesigner(fixture)
    fireEvent.click(screen.getByRole('button', { name: /校验/ }))
    await waitFor(() => expect(document.querySelectorAll('.sme-lint-badge').length).toBeGreaterThan(0), {
      timeout: 5000,
    })
    expect(document.querySelector('.sme-lint-badge')?.getAttribute('title')).toMatch(/元素|流程/)
    fireEvent.click(screen.getByRole('button', { name: /校验/ }))
    await waitFor(() => expect(document.querySelectorAll('.sme-lint-badge')).toHaveLength(0))
  })

  it('previews the diagram as XML and JSON', async () => {
    await renderDesigner(fixture)
    fireEvent.mouseEnter(button('预览'))
    fireEvent.click(await screen.findByText('预览 JSON'))
    await waitFor(() =>
      expect(document.querySelector('.bpmn-designer-preview')?.textContent).toContain('"-id": "Process_designer"'),
    )
  })
})
