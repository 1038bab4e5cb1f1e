import { afterEach, describe, expect, it } from 'vitest'
import type Modeler from 'bpmn-js/lib/Modeler'
import { createModeler } from '../../designer/createModeler'
import { translateSimulationHtml, translateSimulationText } from './simulation'

// Unnamed elements: the log then names them by their type (the texts the simulation writes itself).
const DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="P" isExecutable="true">
    <bpmn2:startEvent id="S"><bpmn2:outgoing>F1</bpmn2:outgoing></bpmn2:startEvent>
    <bpmn2:exclusiveGateway id="G"><bpmn2:incoming>F1</bpmn2:incoming><bpmn2:outgoing>F2</bpmn2:outgoing><bpmn2:outgoing>F3</bpmn2:outgoing></bpmn2:exclusiveGateway>
    <bpmn2:userTask id="T"><bpmn2:incoming>F2</bpmn2:incoming><bpmn2:outgoing>F4</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:endEvent id="E"><bpmn2:incoming>F4</bpmn2:incoming><bpmn2:incoming>F3</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:sequenceFlow id="F1" sourceRef="S" targetRef="G" />
    <bpmn2:sequenceFlow id="F2" sourceRef="G" targetRef="T" />
    <bpmn2:sequenceFlow id="F3" sourceRef="G" targetRef="E" />
    <bpmn2:sequenceFlow id="F4" sourceRef="T" targetRef="E" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="DI"><bpmndi:BPMNPlane id="PL" bpmnElement="P">
    <bpmndi:BPMNShape id="S_di" bpmnElement="S"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="G_di" bpmnElement="G"><dc:Bounds x="190" y="93" width="50" height="50" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="T_di" bpmnElement="T"><dc:Bounds x="290" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="E_di" bpmnElement="E"><dc:Bounds x="440" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="F1_di" bpmnElement="F1"><di:waypoint x="136" y="118" /><di:waypoint x="190" y="118" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="F2_di" bpmnElement="F2"><di:waypoint x="240" y="118" /><di:waypoint x="290" y="118" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="F3_di" bpmnElement="F3"><di:waypoint x="215" y="143" /><di:waypoint x="215" y="200" /><di:waypoint x="458" y="200" /><di:waypoint x="458" y="136" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="F4_di" bpmnElement="F4"><di:waypoint x="390" y="118" /><di:waypoint x="440" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn2:definitions>`

/** Every text, tooltip and accessible name the simulation put on the page. */
function simulationTexts(root: Element): string[] {
  const nodes = [...root.querySelectorAll('[class*="bts-"]')]
  return nodes.flatMap((el) => [el.getAttribute('title'), el.getAttribute('aria-label'), ...[...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.nodeValue)])
    .map((t) => (t ?? '').trim())
    .filter(Boolean)
}
const latin = (texts: string[]) => texts.filter((t) => /[A-Za-z]{2,}/.test(t))

let modeler: Modeler | undefined
let container: HTMLElement | undefined
afterEach(() => {
  modeler?.destroy()
  container?.remove()
})

describe('token simulation in Chinese', () => {
  it('translates fixed texts, (sub)process log lines and scope tooltips; leaves user names alone', () => {
    expect(translateSimulationText('Reset Simulation')).toBe('重置模拟')
    expect(translateSimulationText('Process started')).toBe('流程已开始')
    expect(translateSimulationText('SubProcess canceled')).toBe('子流程已取消')
    expect(translateSimulationText('审批子流程 finished')).toBe('审批子流程已完成')
    expect(translateSimulationText('Focus process instance 3')).toBe('只显示流程实例 3')
    expect(translateSimulationText('部门经理审批')).toBe('部门经理审批')
    expect(translateSimulationHtml('<button class="x" title="Trigger Event"><svg/></button>')).toBe('<button class="x" title="触发事件"><svg/></button>')
  })

  it('shows the palette, context pads, notifications and log in Chinese while a token runs', async () => {
    container = document.body.appendChild(document.createElement('div'))
    container.style.cssText = 'width: 1000px; height: 600px'
    modeler = createModeler('flowable')
    modeler.attachTo(container)
    await modeler.importXML(DIAGRAM)
    modeler.get<{ toggleMode(active?: boolean): void }>('toggleMode').toggleMode(true)
    modeler.get<{ toggle(shown?: boolean): void }>('log').toggle(true)

    expect(container.querySelector('.bts-palette [title="重置模拟"]')).not.toBeNull()
    expect(container.querySelector('.bts-palette [title="显示/隐藏模拟日志"]')).not.toBeNull()
    expect(container.querySelector('.bts-log .bts-close')?.getAttribute('aria-label')).toBe('关闭')
    expect(container.querySelector('.bts-log .placeholder')?.textContent?.trim()).toBe('暂无记录')
    const trigger = container.querySelector<HTMLElement>('.bts-context-pad[title="触发事件"]')
    expect(trigger).not.toBeNull()
    expect(container.querySelector('.bts-context-pad[title="选择顺序流"]')).not.toBeNull()

    trigger!.click()
    await expect.poll(() => container!.querySelector('.bts-log .bts-content')?.textContent ?? '', { timeout: 15000 }).toContain('流程已完成')
    const log = [...container.querySelectorAll('.bts-log .bts-content .bts-text')].map((e) => e.textContent)
    expect(log).toEqual(expect.arrayContaining(['流程已开始', '开始事件', '互斥网关', '用户任务', '结束事件', '流程已完成']))
    // Instances are numbered, not given random letter ids.
    expect(container.querySelector('.bts-log .bts-scope')?.textContent).toMatch(/^\d+$/)
    expect(latin(simulationTexts(container))).toEqual([])

    // Reset empties the log to its (Chinese) placeholder again.
    container.querySelector<HTMLElement>('.bts-palette [title="重置模拟"]')!.click()
    expect(container.querySelector('.bts-log .placeholder')?.textContent?.trim()).toBe('暂无记录')
  })
})
