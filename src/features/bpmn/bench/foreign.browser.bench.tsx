// Issue 15's budget: a 2 MB file from another tool opens in the designer in ≤ 1.2 × the time bare bpmn-js takes
// (run with `node scripts/bench/bpmn.mjs foreign`; not a test).
//
// The file stands for a windows-1252 export with vendor extension elements (inside and outside extensionElements) and
// attributes, documentation and an unknown attribute every tenth task (warnings). The designer is timed from the
// chosen file's bytes to the drawn diagram with its notice (decode, checks, import, warning list); bare bpmn-js from
// the same File (file.text() + importXML into a Modeler), each ending with the next frame. Runs alternate, the budget
// is the median of the ratios.
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { commands } from 'vitest/browser'
import { App } from 'antd'
import Modeler from 'bpmn-js/lib/Modeler'
import ProcessDesigner, { type ProcessDesignerHandle } from '../designer/ProcessDesigner'

const RUNS = Number(import.meta.env.VITE_BENCH_RUNS ?? 7)
const TASKS = Number(import.meta.env.VITE_BENCH_TASKS ?? 3150) // ≈ 2 MB
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const round1 = (n: number) => Math.round(n * 10) / 10
const round2 = (n: number) => Math.round(n * 100) / 100
const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)))

/** A Visio/Signavio-like export of `tasks` tasks in one snake, as text. */
function foreignXml(tasks: number, variant: number): string {
  const nodes: string[] = []
  const flows: string[] = []
  const shapes: string[] = []
  const edges: string[] = []
  const pos = (i: number) => {
    const row = Math.floor(i / 25)
    const col = row % 2 === 0 ? i % 25 : 24 - (i % 25)
    return { x: 160 + col * 160, y: 100 + row * 140 }
  }
  let prev = 'Start'
  nodes.push('<bpmn:startEvent id="Start" name="Auftrag eingegangen" />')
  shapes.push(
    '<bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="40" y="122" width="36" height="36" /></bpmndi:BPMNShape>',
  )
  let last = { x: 40, cy: 140, w: 36 }
  for (let i = 0; i < tasks; i++) {
    const { x, y } = pos(i)
    const id = `Task_${i}`
    const unknown = i % 10 === 0 ? ` customPriority="${i % 3}"` : ''
    nodes.push(
      `<bpmn:userTask id="${id}" name="Prüfung Nr. ${i + 1} – Kosten ${variant}€" vis:shapeId="${i}"${unknown}>` +
        `<bpmn:documentation>Schritt ${i + 1}: Unterlagen prüfen</bpmn:documentation>` +
        '<bpmn:extensionElements><signavio:signavioMetaData metaKey="bgcolor" metaValue="#ffffcc" /></bpmn:extensionElements>' +
        // a vendor element outside extensionElements (kept by the designer, moddle/vendorContent.ts) every tenth task
        (i % 10 === 5 ? `<vis:shapeData vis:row="${i}">Kostenstelle ${i}</vis:shapeData>` : '') +
        '</bpmn:userTask>',
    )
    shapes.push(
      `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="100" height="80" /></bpmndi:BPMNShape>`,
    )
    flows.push(`<bpmn:sequenceFlow id="Flow_${i}" sourceRef="${prev}" targetRef="${id}" />`)
    const a = { x: last.x + last.w, y: last.cy }
    edges.push(
      `<bpmndi:BPMNEdge id="Flow_${i}_di" bpmnElement="Flow_${i}"><di:waypoint x="${a.x}" y="${a.y}" /><di:waypoint x="${x}" y="${y + 40}" /></bpmndi:BPMNEdge>`,
    )
    prev = id
    last = { x, cy: y + 40, w: 100 }
  }
  return (
    '<?xml version="1.0" encoding="windows-1252"?>\n' +
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" ' +
    'xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" ' +
    'xmlns:signavio="http://www.signavio.com" xmlns:vis="http://schemas.microsoft.com/visio/2003/core" ' +
    'id="defs" targetNamespace="http://www.signavio.com/bpmn20" exporter="Signavio Process Editor" exporterVersion="16.4.0">\n' +
    `<bpmn:process id="Process_foreign" name="Großer Prozess" isExecutable="false">${nodes.join('')}${flows.join('')}</bpmn:process>\n` +
    `<bpmndi:BPMNDiagram id="Diagram_1"><bpmndi:BPMNPlane id="Plane_1" bpmnElement="Process_foreign">${shapes.join('')}${edges.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>\n` +
    '</bpmn:definitions>\n'
  )
}

/** windows-1252 bytes of text made of Latin-1 characters and € (what the tool would write). */
function cp1252(text: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    out[i] = c === 0x20ac ? 0x80 : c === 0x2013 ? 0x96 : c
  }
  return out
}

function host() {
  const el = document.createElement('div')
  el.style.cssText = 'width:1300px;height:800px;display:flex'
  document.body.appendChild(el)
  return el
}

type Services = { get<T>(name: string): T }
const importDone = (m: Services) =>
  new Promise<void>((r) => m.get<{ once(e: string, f: () => void): void }>('eventBus').once('import.done', () => r()))

describe('bpmn performance: a file from another tool', () => {
  it('opens a 2 MB windows-1252 file with vendor extensions and warnings', async () => {
    const files = [0, 1].map((v) => new File([cp1252(foreignXml(TASKS, v))], `foreign-${v}.bpmn`))
    const bytes = files[0].size
    await commands.writeFile('.bench/foreign-2mb.bpmn', foreignXml(TASKS, 0))

    const bareEl = host()
    const bare = new Modeler({ container: bareEl })
    const designerEl = host()
    const root = createRoot(designerEl)
    let handle: ProcessDesignerHandle | null = null
    root.render(
      <App>
        <ProcessDesigner ref={(h) => void (handle = h)} />
      </App>,
    )
    while (!designerEl.querySelector('.bpmn-properties-panel[data-element-id]')) await nextFrame()
    const input = designerEl.querySelector<HTMLInputElement>('[data-testid="bpmn-file-input"]')!

    const timeBare = async (file: File) => {
      const t0 = performance.now()
      await bare.importXML(await file.text())
      await nextFrame()
      return performance.now() - t0
    }
    let warnings = ''
    const timeDesigner = async (file: File) => {
      const t0 = performance.now()
      const done = importDone(handle!.modeler as unknown as Services)
      const dt = new DataTransfer()
      dt.items.add(file)
      input.files = dt.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
      await done
      await nextFrame() // React commits the notice on its scheduler: one more frame shows it
      await nextFrame()
      warnings = designerEl.querySelector('.bpmn-import-notice .ant-alert-title')?.textContent ?? ''
      return performance.now() - t0
    }

    const bareTimes: number[] = []
    const designerTimes: number[] = []
    for (let i = 0; i < RUNS + 1; i++) {
      const file = files[i % 2]
      const first = i % 2 ? 'bare' : 'designer'
      const tb = first === 'bare' ? await timeBare(file) : 0
      const td = await timeDesigner(file)
      const tb2 = first === 'bare' ? tb : await timeBare(file)
      if (i > 0) {
        bareTimes.push(tb2)
        designerTimes.push(td)
      }
    }
    const registry = (handle!.modeler as unknown as Services).get<{
      get(id: string): { businessObject: { name: string } }
    }>('elementRegistry')
    const name = registry.get('Task_7').businessObject.name
    const kept = await handle!.saveXML()
    root.unmount()
    bare.destroy()

    const result = {
      fileBytes: bytes,
      elements: 2 * TASKS + 1,
      bareModelerMs: round1(median(bareTimes)),
      designerMs: round1(median(designerTimes)),
      ratio: round2(median(designerTimes.map((t, i) => t / bareTimes[i]))),
      notice: warnings,
      runs: RUNS,
    }
    console.log(`BPMN_FOREIGN_BENCH_RESULT ${JSON.stringify(result)}`)
    expect(name).toMatch(/^Prüfung Nr\. 8 – Kosten [01]€$/) // the designer read the windows-1252 names
    expect(warnings).toBe(`已导入，${Math.ceil(TASKS / 10)} 条警告`)
    expect(kept).toContain('<vis:shapeData vis:row="5">Kostenstelle 5</vis:shapeData>')
  }, 600_000)
})
