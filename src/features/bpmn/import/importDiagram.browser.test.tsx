import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderDesigner } from '../fixtures/renderDesigner'
import { decodeXmlBytes } from './decode'
import { EMPTY_FILE, NOTHING_TO_DRAW, NOT_BPMN, NOT_XML } from './errors'
import { diCount, fixtureBytes, type FixtureName } from './fixtures/fixtures'

type El = { id: string; type: string; parent?: unknown; businessObject: { name?: string } }
type Designer = Awaited<ReturnType<typeof renderDesigner>>

const registryOf = (d: Designer) =>
  d.modeler.get<{ getAll(): El[]; get(id: string): El | undefined }>('elementRegistry')
/** Drawn shapes and connections: every registry entry but labels and the canvas roots (process, planes). */
const drawn = (d: Designer) =>
  registryOf(d)
    .getAll()
    .filter((e) => e.type !== 'label' && e.parent)
const names = (d: Designer) =>
  drawn(d)
    .map((e) => `${e.id}:${e.businessObject.name ?? ''}`)
    .sort()

async function openFixture(name: FixtureName) {
  const file = new File([await fixtureBytes(name)], name, { type: 'application/xml' })
  fireEvent.change(screen.getByTestId('bpmn-file-input'), { target: { files: [file] } })
}

/** Opens a fixture through the file input and waits until the element `id` is drawn. */
async function open(d: Designer, name: FixtureName, id: string) {
  await openFixture(name)
  await waitFor(() => expect(registryOf(d).get(id)).toBeTruthy(), { timeout: 10000 })
  return decodeXmlBytes(await fixtureBytes(name)).text
}

const notice = () => document.querySelector('.bpmn-import-notice') as HTMLElement | null
const lastMessage = (text: string) =>
  waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain(text), { timeout: 10000 })

/** Saves, checks the declaration, re-opens the saved XML and expects the same drawing. */
async function roundTrip(d: Designer) {
  const before = names(d)
  const saved = await d.xml()
  expect(saved.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  await act(() => d.ref.current!.importXML(saved))
  expect(names(d)).toEqual(before)
  expect(await d.xml()).toBe(saved) // nothing more is lost on a second round
  return saved
}

describe('opening what other modelers write', () => {
  const cases: [FixtureName, string, string][] = [
    ['latin1-signavio.bpmn', 'Task_1', 'Prüfung durch Sachbearbeiter'],
    ['cp1252-visio.bpmn', 'Task_2', 'Preis 1.000 € – freigeben'],
    ['gbk-activiti.bpmn', 'Task_1', '部门经理审批'],
    ['utf8-bom-camunda.bpmn', 'Task_9', 'Überprüfung ✓'],
  ]
  it.each(cases)(
    '%s: names keep their characters, every shape and edge is drawn, save → re-open is equal',
    async (name, id, label) => {
      const d = await renderDesigner('')
      const text = await open(d, name, id)
      expect(registryOf(d).get(id)!.businessObject.name).toBe(label)
      expect(drawn(d)).toHaveLength(diCount(text))
      const saved = await roundTrip(d)
      expect(saved).toContain(`name="${label}"`)
      expect(drawn(d)).toHaveLength(diCount(saved))
    },
  )

  it('keeps vendor elements (inside and outside extensionElements) and attributes, ids, documentation, DI and a dangling reference; lists the warnings', async () => {
    const d = await renderDesigner('')
    const text = await open(d, 'vendor-extensions.bpmn', 'Task_1')
    expect(drawn(d)).toHaveLength(diCount(text))
    // the stray vendor elements are kept (moddle/vendorContent.ts), so only the dangling reference is left to tell
    await waitFor(() => expect(notice()?.textContent).toContain('已导入，1 条警告'))
    fireEvent.click(within(notice()!).getByRole('button', { name: '查看警告' }))
    const list = within(notice()!).getByRole('list', { name: '导入警告列表' })
    expect(list.textContent).not.toContain('无法识别的内容')
    expect(list.textContent).toContain(
      '引用了不存在的元素 caseagile:model（引用原样保留）（位置：消息 Message_Case「Case」 的 itemRef 属性）',
    )
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    fireEvent.click(within(notice()!).getByRole('button', { name: '复制警告' }))
    expect(writeText.mock.calls[0][0]).toMatch(/^1\. 引用了不存在的元素 caseagile:model.*（位置：消息 Message_Case/)
    writeText.mockRestore()
    const saved = await roundTrip(d)
    for (const kept of [
      '<ot:processInfo ot:owner="QA" ot:revision="7">',
      '<ot:note>Nicht löschen</ot:note>',
      '<ot:taskData level="2" />',
      '<ot:schemaObjectDescription ot:lang="de">legacy</ot:schemaObjectDescription>',
      '<ot:shapeStyle fill="#ffffcc" />',
      'ot:cost="12.5"',
      'ot:tool="ProVision"',
      'itemRef="caseagile:model"',
      'structureRef="java:java.lang.Boolean"',
      '<bpmn:documentation>Review the case file</bpmn:documentation>',
      '<bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1">',
      '<dc:Bounds x="250" y="80" width="100" height="80" />',
      '<di:waypoint x="186" y="120" />',
    ])
      expect(saved).toContain(kept)
  })

  it('says which dialect a file uses and keeps another engine’s attributes in a flowable designer', async () => {
    const d = await renderDesigner('', { prefix: 'flowable' })
    await open(d, 'gbk-activiti.bpmn', 'Task_1')
    await waitFor(() => expect(screen.getByTestId('bpmn-import-dialect').textContent).toContain('文件方言：Activiti'))
    expect(screen.getByTestId('bpmn-import-dialect').textContent).toContain(
      '设计器按 Flowable 编辑，Activiti 的扩展属性保存时原样保留',
    )
    expect(await d.xml()).toContain('activiti:assignee="${manager}"')

    await open(d, 'utf8-bom-camunda.bpmn', 'Task_9')
    await waitFor(() =>
      expect(screen.getByTestId('bpmn-import-dialect').textContent).toContain(
        'Camunda 7（导出工具：Camunda Modeler 5.20.0）',
      ),
    )
    const saved = await d.xml()
    expect(saved).toContain('camunda:assignee="demo"')
    expect(saved).toContain('<camunda:inputParameter name="amount">${amount}</camunda:inputParameter>')
  })

  it('keeps the elements of its own dialect that the panel does not edit (activiti:formProperty in an activiti designer)', async () => {
    const d = await renderDesigner('', { prefix: 'activiti' })
    await open(d, 'gbk-activiti.bpmn', 'Task_1')
    await d.select('Task_1')
    d.edit('名称', '部门经理审批（改）')
    const saved = await d.xml()
    expect(saved).toContain('name="部门经理审批（改）"')
    expect(saved).toContain('<activiti:formProperty id="days" name="请假天数" type="long" required="true" />')
    expect(saved).toContain('<activiti:taskListener class="com.example.Notify" event="create" />')
    expect(notice()).toBeNull() // nothing dropped, nothing to warn about; the file's dialect is the designer's
  })

  it('lays out a model without diagram interchange, says so, and saves the layout', async () => {
    const d = await renderDesigner('')
    await open(d, 'no-di.bpmn', 'pay')
    await waitFor(() => expect(notice()?.textContent).toContain('已自动布局'))
    expect(drawn(d).filter((e) => e.type === 'bpmn:SequenceFlow')).toHaveLength(6)
    expect(drawn(d)).toHaveLength(12)
    const saved = await d.xml()
    expect(diCount(saved)).toBe(12)
    expect(saved).toContain('flowable:assignee="${finance}"')
    await act(() => d.ref.current!.importXML(saved))
    expect(drawn(d)).toHaveLength(12)
    expect(notice()?.textContent ?? '').not.toContain('已自动布局') // the saved file carries its layout
  })

  it('lays out every pool of a collaboration without diagram interchange and says what it left undrawn', async () => {
    const d = await renderDesigner('')
    await open(d, 'no-di-pools.bpmn', 'Msg_2')
    await waitFor(() => expect(notice()?.textContent).toContain('已自动布局'))
    expect(screen.getByTestId('bpmn-layout-note').textContent).toMatch(
      /^泳道 2 个、.*未自动布局：不绘制，保存时原样保留$/,
    )
    const types = drawn(d).map((e) => e.type)
    expect(types.filter((t) => t === 'bpmn:Participant')).toHaveLength(2)
    expect(types.filter((t) => t === 'bpmn:MessageFlow')).toHaveLength(2)
    for (const id of ['A_Task', 'A_Call', 'A_Boundary_T', 'B_Send', 'B_Receive', 'A_F1', 'B_F1'])
      expect(registryOf(d).get(id), id).toBeTruthy()
    const saved = await d.xml()
    expect(drawn(d)).toHaveLength(diCount(saved)) // every generated shape and edge is drawn
    expect(saved).toContain('<bpmn:lane id="Lane_1" name="销售">') // what was not laid out is still there
    await roundTrip(d)
  })

  it('draws pools, lanes, message flows, data, groups, annotations, boundary events, call activities, event subprocesses and every event definition; the panel shows each', async () => {
    const d = await renderDesigner('')
    const text = await open(d, 'two-pools.bpmn', 'Msg_2')
    expect(drawn(d)).toHaveLength(diCount(text))
    const types = new Set(drawn(d).map((e) => e.type))
    for (const t of [
      'Participant',
      'Lane',
      'MessageFlow',
      'DataObjectReference',
      'DataStoreReference',
      'Group',
      'TextAnnotation',
      'Association',
      'DataOutputAssociation',
      'BoundaryEvent',
      'CallActivity',
      'SubProcess',
      'SendTask',
      'ReceiveTask',
    ])
      expect(types).toContain(`bpmn:${t}`)
    const defs = drawn(d).flatMap((e) =>
      ((e.businessObject as { eventDefinitions?: { $type: string }[] }).eventDefinitions ?? []).map((x) => x.$type),
    )
    for (const t of [
      'Message',
      'Timer',
      'Signal',
      'Conditional',
      'Escalation',
      'Error',
      'Compensate',
      'Link',
      'Terminate',
    ])
      expect(defs).toContain(`bpmn:${t}EventDefinition`)
    // the properties panel: every element shows at least its general section, without crashing
    for (const el of drawn(d)) {
      await d.select(el.id)
      expect(document.querySelector('.bpmn-properties-panel .ant-collapse-item-active')?.textContent).toContain('常规')
    }
    await roundTrip(d)
  }, 60000)

  it('drills down into a collapsed subprocess', async () => {
    const d = await renderDesigner('')
    const text = await open(d, 'utf8-bom-camunda.bpmn', 'Sub_Task')
    expect(drawn(d)).toHaveLength(diCount(text)) // both diagrams: the process and the subprocess's own plane
    const drill = await waitFor(() => {
      const b = document.querySelector('.bjs-drilldown') as HTMLElement | null
      if (!b) throw new Error('no drill-down button')
      return b
    })
    fireEvent.click(drill)
    const canvas = d.modeler.get<{ getRootElement(): { id: string } }>('canvas')
    await waitFor(() => expect(canvas.getRootElement().id).toBe('Collapsed_1_plane'))
  })

  it('offers every diagram of a file with several', async () => {
    const d = await renderDesigner('')
    const text = await open(d, 'several-diagrams.bpmn', 'Task_1')
    expect(drawn(d)).toHaveLength(diCount(text, ['Diagram_1']))
    const select = screen.getByLabelText('选择流程图')
    fireEvent.mouseDown(select)
    fireEvent.click(await screen.findByText('Second diagram', { selector: '.ant-select-item-option-content' }))
    await waitFor(() => expect(registryOf(d).get('S2_Task_2')).toBeTruthy())
    expect(drawn(d)).toHaveLength(diCount(text, ['Diagram_2']))
    const saved = await d.xml()
    expect(diCount(saved)).toBe(diCount(text))
  })

  it.each([
    ['broken-truncated.bpmn', NOT_XML()],
    ['not-bpmn.xml', NOT_BPMN()],
    ['empty-definitions.bpmn', NOTHING_TO_DRAW()],
  ] as [FixtureName, string][])('refuses %s and keeps the current diagram', async (name, text) => {
    const d = await renderDesigner('')
    await open(d, 'latin1-signavio.bpmn', 'Task_1')
    const before = names(d)
    await openFixture(name)
    await lastMessage(text)
    expect(names(d)).toEqual(before)
  })

  it('refuses an empty file', async () => {
    const d = await renderDesigner('')
    await open(d, 'gbk-activiti.bpmn', 'Task_2')
    fireEvent.change(screen.getByTestId('bpmn-file-input'), { target: { files: [new File([], 'empty.bpmn')] } })
    await lastMessage(EMPTY_FILE())
    expect(registryOf(d).get('Task_2')).toBeTruthy()
  })
})
