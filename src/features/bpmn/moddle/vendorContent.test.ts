import { describe, expect, it } from 'vitest'
import { BpmnModdle } from 'bpmn-moddle'
import { moddleExtensionsFor, namespaceUri, type Prefix } from './dialects'
import { keepUnknownDialectElements } from './vendorContent'

type Parsed = { rootElement: object; warnings: { message: string }[] }
type El = { $type: string; extensionElements?: { values: El[] } }

const file = (prefix: Prefix) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:x="${namespaceUri(prefix)}" xmlns:v="urn:vendor" id="D" targetNamespace="t">
  <process id="P">
    <v:note>stray</v:note>
    <userTask id="T">
      <extensionElements>
        <x:formProperty id="days" name="天数" type="long"><x:value id="a" name="b" /></x:formProperty>
        <x:taskListener event="create" class="com.example.Notify" />
      </extensionElements>
    </userTask>
    <callActivity id="C"><extensionElements><x:in source="a" target="b" /><x:out source="c" target="d" /></extensionElements></callActivity>
  </process>
</definitions>`

describe.each(['activiti', 'flowable', 'camunda'] as const)('%s designer moddle', (prefix) => {
  it('keeps elements of its own namespace that its descriptor does not define, and vendor elements anywhere', async () => {
    const moddle = new BpmnModdle(moddleExtensionsFor(prefix))
    keepUnknownDialectElements(moddle as never, prefix)
    const { rootElement, warnings } = (await moddle.fromXML(file(prefix))) as unknown as Parsed
    expect(warnings).toEqual([])
    const { xml } = await moddle.toXML(rootElement)
    for (const kept of [
      '<v:note>stray</v:note>',
      '<x:formProperty id="days" name="天数" type="long">',
      '<x:value id="a" name="b" />',
      '<x:in source="a" target="b" />',
      '<x:out source="c" target="d" />',
    ])
      expect(xml.replace(new RegExp(`${prefix}:`, 'g'), 'x:')).toContain(kept)
    // what the descriptor defines is still read as its type (the panel edits it)
    const task = (rootElement as { rootElements: { flowElements: El[] }[] }).rootElements[0].flowElements[0]
    expect(task.extensionElements!.values.map((v) => v.$type)).toEqual([
      `${prefix}:formProperty`.replace(/^camunda:formProperty$/, 'camunda:FormProperty'),
      `${prefix}:TaskListener`,
    ])
  })

  it('still reports a type of another namespace that does not exist', () => {
    const moddle = new BpmnModdle(moddleExtensionsFor(prefix))
    keepUnknownDialectElements(moddle as never, prefix)
    expect(() => (moddle as unknown as { getType(n: string): unknown }).getType('bpmn:NoSuchThing')).toThrow(
      /unknown type/,
    )
  })
})
