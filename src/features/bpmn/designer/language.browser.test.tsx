// Issue 25: the designer in English, and a language switch with a diagram open (palette, panel and toolbar follow in
// place; the diagram, its undo history and the selection stay).
import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { setLanguage } from '../../../i18n'
import { renderDesigner } from '../fixtures/renderDesigner'
import fixture from './designer.bpmn?raw'

const HAN = /[\u4e00-\u9fff]/
const palette = (label: string) => document.querySelector(`.djs-palette [aria-label="${label}"]`)
const textOf = (selector: string) => document.querySelector(selector)?.textContent ?? ''
/** Our own texts and accessible names in a part of the designer (the diagram's names are data, not looked at). */
const ownTexts = (selector: string) => {
  const root = document.querySelector(selector)!
  return [
    root.textContent ?? '',
    ...[...root.querySelectorAll('[aria-label], [title]')].flatMap((e) => [
      e.getAttribute('aria-label') ?? '',
      e.getAttribute('title') ?? '',
    ]),
  ].join('\n')
}
const simulationTexts = () =>
  [...document.querySelectorAll('[class*="bts-"]')]
    .flatMap((el) => [el.getAttribute('title'), el.getAttribute('aria-label'), el.textContent])
    .join('\n')

afterEach(() => setLanguage('zh-CN'))

describe('the designer in English', () => {
  it('shows bpmn-js’s English and ours, without a Chinese character of its own', async () => {
    await setLanguage('en')
    const d = await renderDesigner(fixture)
    await waitFor(() => expect(palette('Create start event')).not.toBeNull())
    expect(palette('Activate hand tool')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    expect(screen.getByRole('toolbar', { name: 'Process designer toolbar' })).toBeInTheDocument()
    await d.select('Task_1')
    expect(screen.getByLabelText('Name')).toBeInTheDocument()
    expect(ownTexts('.bpmn-designer-toolbar')).not.toMatch(HAN)
    expect(ownTexts('.bpmn-properties-panel')).not.toMatch(HAN)
    expect(ownTexts('.djs-palette')).not.toMatch(HAN)
    expect(simulationTexts()).not.toMatch(HAN)
  })

  it('switches language in place: same diagram, undo history and selection; palette, panel and toolbar re-rendered', async () => {
    const d = await renderDesigner(fixture)
    await waitFor(() => expect(palette('创建开始事件')).not.toBeNull())
    await d.select('Task_1')
    d.edit('名称', '改名')
    await waitFor(() => expect(d.canUndo()).toBe(true))
    const registry = d.modeler.get<{ getAll(): { id: string }[] }>('elementRegistry')
    const before = registry.getAll().map((e) => e.id)
    const shapeGfx = d.modeler.get<{ getGraphics(id: string): Element }>('elementRegistry').getGraphics('Task_1')

    await act(() => setLanguage('en'))

    await waitFor(() => expect(palette('Create start event')).not.toBeNull())
    expect(palette('创建开始事件')).toBeNull()
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled()
    expect(screen.getByLabelText('Name')).toHaveValue('改名')
    expect(textOf('.bpmn-properties-panel')).toContain('General')
    expect(ownTexts('.bpmn-designer-toolbar')).not.toMatch(HAN)
    expect(ownTexts('.djs-palette')).not.toMatch(HAN)
    expect(simulationTexts()).not.toMatch(HAN)
    const search = d.modeler.get<{ _container: Element }>('searchPad')._container.querySelector('input')
    expect(search?.getAttribute('aria-label')).toBe('Search in diagram')
    // the same diagram, drawn by the same modeler, with its history and selection
    expect(registry.getAll().map((e) => e.id)).toEqual(before)
    expect(d.modeler.get<{ getGraphics(id: string): Element }>('elementRegistry').getGraphics('Task_1')).toBe(shapeGfx)
    expect(
      d.modeler
        .get<{ get(): { id: string }[] }>('selection')
        .get()
        .map((e) => e.id),
    ).toEqual(['Task_1'])
    expect(document.querySelector('.bpmn-properties-panel')?.getAttribute('data-element-id')).toBe('Task_1')
    d.undo()
    expect(await d.xml()).toContain('name="任务一"')

    await act(() => setLanguage('zh-CN'))
    await waitFor(() => expect(palette('创建开始事件')).not.toBeNull())
    expect(screen.getByRole('button', { name: '撤销' })).toBeInTheDocument()
    expect(simulationTexts()).toContain('令牌模拟')
  })
})
