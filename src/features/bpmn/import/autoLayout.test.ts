import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BpmnModdle } from 'bpmn-moddle'
import { layoutWithoutDi } from './autoLayout'
import { vendorContentExtension } from '../moddle/vendorContent'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

type Di = {
  $type: string
  bpmnElement: { id: string }
  bounds?: { x: number; y: number; width: number; height: number }
}
type Parsed = {
  rootElement: { diagrams: { id: string; plane: { bpmnElement: { id: string }; planeElement: Di[] } }[] }
  warnings: { message: string }[]
}
const parse = async (xml: string) =>
  (await new BpmnModdle(vendorContentExtension).fromXML(xml, 'bpmn:Definitions')) as unknown as Parsed

describe('layoutWithoutDi', () => {
  it('lays out every pool of a collaboration, one below the other, with the message flows between them', async () => {
    const { xml, notes } = await layoutWithoutDi(fixture('no-di-pools.bpmn'))
    const { rootElement, warnings } = await parse(xml)
    expect(warnings).toEqual([])
    const [main, ...rest] = rootElement.diagrams
    expect(main.plane.bpmnElement.id).toBe('Collab_1')
    const di = new Map(main.plane.planeElement.map((d) => [d.bpmnElement.id, d]))
    const a = di.get('Pool_A')!.bounds!
    const b = di.get('Pool_B')!.bounds!
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height) // stacked, not overlapping
    for (const id of [
      'A_Start',
      'A_Task',
      'A_Call',
      'A_End',
      'A_Boundary_T',
      'A_F1',
      'B_Send',
      'B_Receive',
      'B_F1',
      'Msg_1',
      'Msg_2',
    ])
      expect(di.has(id), id).toBe(true)
    // each process's shapes sit inside its own pool
    for (const [id, pool] of [
      ['A_Task', a],
      ['B_Send', b],
    ] as const) {
      const s = di.get(id)!.bounds!
      expect(s.y).toBeGreaterThan(pool.y)
      expect(s.y + s.height).toBeLessThan(pool.y + pool.height)
      expect(s.x).toBeGreaterThan(pool.x)
    }
    // the event subprocess is laid out collapsed, its content with it (bpmn-js gives it a drill-down plane)
    expect(di.has('A_EvtSub') && di.has('A_EvtStart')).toBe(true)
    expect(rest).toEqual([])
    expect(di.has('DataObject_1')).toBe(false) // only its reference is drawn
    expect(notes).toEqual([expect.stringMatching(/^泳道 2 个、.*文本注释 1 个.*未自动布局：不绘制，保存时原样保留$/)])
  })

  it('gives each process outside a collaboration a diagram of its own and keeps vendor content', async () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:v="urn:vendor" id="D" targetNamespace="x">
  <process id="P1" name="一"><v:meta v:owner="QA">keep</v:meta><startEvent id="S1" /><task id="T1" /><sequenceFlow id="F1" sourceRef="S1" targetRef="T1" /></process>
  <process id="P2" name="二"><startEvent id="S2" /><endEvent id="E2" /><sequenceFlow id="F2" sourceRef="S2" targetRef="E2" /></process>
</definitions>`
    const { xml, notes } = await layoutWithoutDi(text)
    const { rootElement } = await parse(xml)
    expect(rootElement.diagrams.map((d) => d.plane.bpmnElement.id)).toEqual(['P1', 'P2'])
    expect(rootElement.diagrams[1].plane.planeElement.map((d) => d.bpmnElement.id).sort()).toEqual(['E2', 'F2', 'S2'])
    expect(xml).toContain('<v:meta owner="QA">keep</v:meta>') // (its prefix is put back by restorePrefixes on save)
    expect(notes).toEqual([])
  })
})
