// The process viewer follows the designer's import rules (issue 15).
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import ProcessViewer from '../viewer/ProcessViewer'
import { decodeXmlBytes } from './decode'
import { NOT_XML } from './errors'
import { diCount, fixtureBytes, type FixtureName } from './fixtures/fixtures'

afterEach(cleanup)

const text = async (name: FixtureName) => decodeXmlBytes(await fixtureBytes(name)).text
const gfx = (id: string) => document.querySelector(`.djs-element[data-element-id="${id}"]`)
type Registry = { getAll(): { type: string; parent?: unknown }[] }
/** Drawn shapes and connections of the viewer passed to onRendered (labels and canvas roots aside). */
const drawnCount = (rendered: ReturnType<typeof vi.fn>) =>
  (rendered.mock.calls[0][0] as { get(n: string): Registry })
    .get('elementRegistry')
    .getAll()
    .filter((e) => e.type !== 'label' && e.parent).length

function show(xml: string, props: Partial<ComponentProps<typeof ProcessViewer>> = {}) {
  const rendered = vi.fn()
  const view = (p: typeof props) => (
    <App>
      <ProcessViewer xml={xml} onRendered={rendered} {...p} />
    </App>
  )
  const { rerender } = render(view(props))
  return Object.assign(rendered, { rerender: (p: typeof props) => rerender(view(p)) })
}

describe('process viewer: files from other tools', () => {
  it('lays out a model without diagram interchange, with the notice, and highlights on the generated layout', async () => {
    const rendered = show(await text('no-di.bpmn'), {
      activityData: [
        { key: 'start', startTime: 1, endTime: 2 },
        { key: 'check', taskId: 't1', startTime: 2, endTime: 3 },
      ],
      taskData: [{ id: 't1', result: 2 }],
    })
    await waitFor(() => expect(rendered).toHaveBeenCalled(), { timeout: 10000 })
    expect(gfx('pay')).not.toBeNull()
    expect(gfx('check')).toHaveClass('highlight')
    expect(drawnCount(rendered)).toBe(12)
    expect(document.querySelector('.bpmn-import-notice')?.textContent).toContain('已自动布局')
  })

  it('draws pools, message flows and the rest, warning instead of failing on a dangling reference', async () => {
    const xml = await text('two-pools.bpmn')
    const rendered = show(xml)
    await waitFor(() => expect(rendered).toHaveBeenCalled(), { timeout: 10000 })
    expect(drawnCount(rendered)).toBe(diCount(xml))
    cleanup()
    const vendor = show(await text('vendor-extensions.bpmn'))
    await waitFor(() => expect(vendor).toHaveBeenCalled(), { timeout: 10000 })
    expect(document.querySelector('.bpmn-import-notice')?.textContent).toContain('已导入，1 条警告')
  })

  it('says nothing about the platform’s own Flowable dialect; another engine’s is still said', async () => {
    const model = (ns: string, prefix: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:${prefix}="${ns}"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" targetNamespace="t">
  <process id="p" isExecutable="true"><userTask id="approve" name="审批" ${prefix}:assignee="1" /></process>
  <bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="pl" bpmnElement="p">
    <bpmndi:BPMNShape id="s" bpmnElement="approve"><dc:Bounds x="100" y="100" width="100" height="80" /></bpmndi:BPMNShape>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</definitions>`
    const flowable = show(model('http://flowable.org/bpmn', 'flowable'))
    await waitFor(() => expect(flowable).toHaveBeenCalled(), { timeout: 10000 })
    expect(gfx('approve')).not.toBeNull()
    expect(document.querySelector('.bpmn-import-notice')).toBeNull()
    cleanup()
    const camunda = show(model('http://camunda.org/schema/1.0/bpmn', 'camunda'))
    await waitFor(() => expect(camunda).toHaveBeenCalled(), { timeout: 10000 })
    expect(document.querySelector('.bpmn-import-notice')?.textContent).toContain('文件方言：Camunda 7')
  })

  it('says what is wrong with a file that is not a model', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    show(await text('broken-truncated.bpmn'))
    expect(await screen.findByText(`流程图加载失败：${NOT_XML()}`)).toBeInTheDocument()
  })

  it('highlights every diagram of a file: the one shown, a collapsed subprocess’s plane, and one opened later', async () => {
    const progress = (result: number) => ({
      activityData: [
        { key: 'Task_1', startTime: 1, endTime: 2 },
        { key: 'S2_Task_1', taskId: 't2', startTime: 2, endTime: 3 },
      ],
      taskData: [{ id: 't2', result }],
    })
    const rendered = show(await text('several-diagrams.bpmn'), progress(2))
    await waitFor(() => expect(rendered).toHaveBeenCalled(), { timeout: 10000 })
    expect(gfx('Task_1')).toHaveClass('highlight')
    fireEvent.mouseDown(screen.getByLabelText('选择流程图'))
    fireEvent.click(await screen.findByText('Second diagram', { selector: '.ant-select-item-option-content' }))
    await waitFor(() => expect(gfx('S2_Task_1')).toHaveClass('highlight'))
    // drawn in the result colour from the start (bioc:stroke on its DI), not only marked
    expect(gfx('S2_Task_1')!.querySelector('rect')!.style.stroke).toBe('rgb(82, 196, 26)')
    // new progress data re-highlights the diagram on screen
    rendered.mockClear()
    rendered.rerender(progress(3))
    await waitFor(() => expect(gfx('S2_Task_1')).toHaveClass('highlight-reject'))
    expect(gfx('S2_Task_1')!.querySelector('rect')!.style.stroke).toBe('rgb(245, 34, 45)')
    cleanup()

    const sub = show(await text('utf8-bom-camunda.bpmn'), {
      activityData: [{ key: 'Sub_Task', startTime: 1 }],
    })
    await waitFor(() => expect(sub).toHaveBeenCalled(), { timeout: 10000 })
    // the subprocess's plane is drawn at import, off the page until the user drills down
    const registry = (sub.mock.calls[0][0] as { get(n: string): { getGraphics(id: string): SVGElement } }).get(
      'elementRegistry',
    )
    expect(registry.getGraphics('Sub_Task')).toHaveClass('highlight-todo')
  })
})
