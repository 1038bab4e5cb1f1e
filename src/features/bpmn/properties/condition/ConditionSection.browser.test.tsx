import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { chooseOption, renderDesigner } from '../../fixtures/renderDesigner'
import { sectionsFor } from '../PropertiesPanel'
import fixture from './condition.bpmn?raw'

describe('flow condition section', () => {
  it('is not offered for a flow leaving a start event', async () => {
    const d = await renderDesigner(fixture)
    expect(sectionsFor(d.element('Flow_start') as never)).not.toContain('condition')
    expect(sectionsFor(d.element('Flow_a') as never)).toContain('condition')
  })

  it('condition → empty expression, default → source default without condition, normal → neither; one step each', async () => {
    const d = await renderDesigner(fixture, { prefix: 'camunda' })
    await d.select('Flow_a')
    await d.openSection('流转条件')
    const before = await d.xml()
    await chooseOption('流转类型', '条件流转路径')
    expect(await d.xml()).toMatch(
      /<conditionExpression xsi:type="tFormalExpression" \/>|<conditionExpression xsi:type="tFormalExpression"><\/conditionExpression>/,
    )
    d.edit('条件表达式', '${approved}')
    expect(await d.xml()).toContain('${approved}</conditionExpression>')
    await chooseOption('流转类型', '默认流转路径')
    let xml = await d.xml()
    expect(xml).toContain('<exclusiveGateway id="Gateway" default="Flow_a"')
    expect(xml).not.toContain('conditionExpression')
    d.undo() // back to the condition in one step
    xml = await d.xml()
    expect(xml).toContain('${approved}')
    expect(xml).not.toContain('default="Flow_a"')
    await chooseOption('流转类型', '默认流转路径')
    await chooseOption('流转类型', '普通流转路径')
    xml = await d.xml()
    expect(xml).not.toContain('default=')
    expect(xml).not.toContain('conditionExpression')
    for (let i = 0; i < 4; i++) d.undo()
    expect(await d.xml()).toBe(before)
  })

  it('writes a script condition with language and external resource (camunda)', async () => {
    const d = await renderDesigner(fixture, { prefix: 'camunda' })
    await d.select('Flow_b')
    await d.openSection('流转条件')
    await chooseOption('流转类型', '条件流转路径')
    fireEvent.click(screen.getByText('脚本'))
    d.edit('脚本语言', 'groovy')
    fireEvent.click(screen.getByText('外部脚本'))
    d.edit('资源地址', 'deployment://cond.groovy')
    const xml = await d.xml()
    expect(xml).toContain('language="groovy"')
    expect(xml).toContain('camunda:resource="deployment://cond.groovy"')
  })

  it('adds engine condition rules in the flowable dialect', async () => {
    const d = await renderDesigner(fixture, { prefix: 'flowable' })
    await d.select('Flow_b')
    await d.openSection('流转条件')
    fireEvent.click(screen.getByText('添加条件规则'))
    d.edit('条件规则字段', 'days')
    d.edit('条件规则比较', '>')
    d.edit('条件规则值', '3')
    expect(await d.xml()).toContain('<flowable:condition field="days" compare="&#62;" value="3" />')
    for (let i = 0; i < 4; i++) d.undo()
    expect(await d.xml()).not.toContain('flowable:condition')
  })
})
