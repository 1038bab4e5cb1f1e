import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderDesigner } from '../fixtures/renderDesigner'
import { buildDiagram } from '../../../domain/buildDiagram'
import { MODELS } from '../../../mocks/bpm/seed'

// The designer as the page gives it at 1440 × 900 (sidebar, tabs and toolbar off): the canvas is ≈ 700 px wide beside
// the 480 px panel, and the seeded diagrams are wide enough to reach under the palette when merely centred (issue 46).
const PAGE_BOX = { width: 1180, height: 700 }
const seeded = (name: string) => buildDiagram(MODELS.find((m) => m.name === name)!)

type Rect = { left: number; top: number; right: number; bottom: number }
const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
const rectOf = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()

/** Where the diagram is drawn on screen against the canvas's overlays, and the zoom the canvas and its box say. */
function view(modeler: { get<T>(name: string): T }) {
  const canvas = modeler.get<{ zoom(): number; getActiveLayer(): SVGGElement }>('canvas')
  return {
    diagram: canvas.getActiveLayer().getBoundingClientRect(),
    container: rectOf('.bpmn-designer-canvas'),
    palette: rectOf('.djs-palette'),
    minimapButton: rectOf('.djs-minimap'),
    zoom: canvas.zoom(),
    shown: screen.getByLabelText('缩放比例').closest('.ant-select')!.textContent,
  }
}

function expectClearView(modeler: { get<T>(name: string): T }) {
  const v = view(modeler)
  expect(v.diagram.width).toBeGreaterThan(30)
  expect(overlaps(v.diagram, v.palette), 'the diagram is under the palette').toBe(false)
  expect(overlaps(v.diagram, v.minimapButton), 'the diagram is under the minimap button').toBe(false)
  // the whole diagram is in view
  expect(v.diagram.left).toBeGreaterThanOrEqual(v.container.left)
  expect(v.diagram.right).toBeLessThanOrEqual(v.container.right)
  expect(v.diagram.top).toBeGreaterThanOrEqual(v.container.top)
  expect(v.diagram.bottom).toBeLessThanOrEqual(v.container.bottom)
  expect(v.zoom).toBeLessThanOrEqual(1) // never zoomed in past 100 %
  expect(v.shown).toBe(`${Math.round(v.zoom * 100)}%`)
  return v
}

describe('the designer shows the whole diagram clear of the palette and the minimap button (issue 46)', () => {
  it('on opening 请假审批 and 采购审批 in the page’s room', async () => {
    for (const name of ['请假审批', '采购审批']) {
      const d = await renderDesigner(seeded(name), {}, PAGE_BOX)
      await waitFor(() => expectClearView(d.modeler))
      d.view.unmount()
    }
  })

  it('never zooms in: a diagram with room to spare is shown at 100 %', async () => {
    const d = await renderDesigner('', { processId: 'Process_new', processName: '新流程' }, PAGE_BOX)
    await waitFor(() => expectClearView(d.modeler))
    expect(view(d.modeler).zoom).toBe(1)
  })

  it('zooms out, never in, for a diagram wider than the canvas; the same after 打开文件, 重新绘制 and 重置视图', async () => {
    const d = await renderDesigner(seeded('请假审批'), {}, PAGE_BOX)
    await waitFor(() => expectClearView(d.modeler))
    expect(view(d.modeler).zoom).toBeLessThan(1)

    const input = screen.getByTestId('bpmn-file-input') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File([seeded('采购审批')], 'purchase.bpmn')] } })
    await waitFor(() => expect(d.modeler.get<{ get(id: string): unknown }>('elementRegistry').get('finance')).toBeTruthy())
    await waitFor(() => expectClearView(d.modeler))

    d.modeler.get<{ zoom(scale: number): void }>('canvas').zoom(2.5)
    fireEvent.click(screen.getByRole('button', { name: '重置视图' }))
    await waitFor(() => expectClearView(d.modeler))

    fireEvent.click(screen.getByRole('button', { name: '重新绘制' }))
    fireEvent.click(await screen.findByRole('button', { name: /确\s*[定认]|OK/ }))
    await waitFor(() => expect(d.modeler.get<{ get(id: string): unknown }>('elementRegistry').get('finance')).toBeFalsy())
    await waitFor(() => expectClearView(d.modeler))
  })
})
