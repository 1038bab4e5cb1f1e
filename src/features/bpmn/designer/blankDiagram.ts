import { namespaceUri, type Prefix } from '../moddle/dialects'

/** spec §9: default process id and name of a new diagram. */
export const defaultProcessId = () => `Process_${Date.now()}`
export const DEFAULT_PROCESS_NAME = '业务流程'

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A diagram with one start event, in the dialect's namespace. */
export function blankDiagram(prefix: Prefix, processId?: string, processName?: string): string {
  const id = escapeXml(processId || defaultProcessId())
  const name = escapeXml(processName || DEFAULT_PROCESS_NAME)
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${prefix}="${namespaceUri(prefix)}" id="diagram_${id}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${id}" name="${name}" isExecutable="true">
    <bpmn2:startEvent id="StartEvent_1" name="开始" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="186" y="203" width="23" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`
}
