import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { setLanguage } from '../../../i18n'
import ProcessViewer from './ProcessViewer'
import type { ActivityData, TaskData } from './highlight'
import fixture from './viewer.bpmn?raw'

afterEach(cleanup)

const task = (id: string, result: number): TaskData => ({
  id,
  result,
  assigneeUser: { nickname: `用户${id}`, deptName: '研发部' },
  createTime: '2024-03-01T08:00:00',
  endTime: result === 1 ? undefined : '2024-03-01T09:00:00',
  reason: result === 3 ? '材料不全' : undefined,
})
const activities: ActivityData[] = [
  { key: 'start', startTime: 1, endTime: 2 },
  ...[1, 2, 3, 4, 5, 6].map((r) => ({
    key: `t${r}`,
    taskId: `task${r}`,
    startTime: 1,
    endTime: r === 1 ? undefined : 3,
  })),
]
const tasks = [1, 2, 3, 4, 5, 6].map((r) => task(`task${r}`, r))

const gfx = (id: string) => document.querySelector(`[data-element-id="${id}"]`)!

describe('process viewer', () => {
  it('gives every task result code its class, colours taken flows and marks the rest', async () => {
    render(
      <ProcessViewer xml={fixture} activityData={activities} taskData={tasks} processInstanceData={{ result: 1 }} />,
    )
    await waitFor(() => expect(gfx('t2').classList.contains('highlight')).toBe(true))
    expect(gfx('t1')).toHaveClass('highlight-todo')
    expect(gfx('t3')).toHaveClass('highlight-reject')
    expect(gfx('t4')).toHaveClass('highlight-cancel')
    expect(gfx('t5')).toHaveClass('highlight-return')
    expect(gfx('t6')).toHaveClass('highlight-todo')
    expect(gfx('start')).toHaveClass('highlight')
    expect(gfx('f_start_t2')).toHaveClass('highlight')
    expect(gfx('f_t2_t1')).toHaveClass('highlight')
    expect(gfx('f_t1_end')).not.toHaveClass('highlight') // t1 is still running
    expect(gfx('end').classList.length).toBeGreaterThan(0)
    expect(gfx('end')).not.toHaveClass('highlight')
    // colours: green line and arrowhead for a taken flow, red for a rejected task
    const path = gfx('f_start_t2').querySelector('.djs-visual > path')!
    expect(getComputedStyle(path).stroke).toBe('rgb(82, 196, 26)')
    const markerId = /url\("?#([^")]+)"?\)/.exec(getComputedStyle(path).markerEnd)![1]
    expect(getComputedStyle(document.getElementById(markerId)!.querySelector('path')!).fill).toBe('rgb(82, 196, 26)')
    expect(getComputedStyle(gfx('t3').querySelector('.djs-visual > rect')!).stroke).toBe('rgb(245, 34, 45)')
  })

  it('re-highlights when the inputs change', async () => {
    const { rerender } = render(<ProcessViewer xml={fixture} activityData={activities} taskData={tasks} />)
    await waitFor(() => expect(gfx('t1')).toHaveClass('highlight-todo'))
    rerender(
      <ProcessViewer
        xml={fixture}
        activityData={activities}
        taskData={tasks.map((t) => (t.id === 'task1' ? { ...t, result: 2 } : t))}
      />,
    )
    await waitFor(() => expect(gfx('t1')).toHaveClass('highlight'))
    expect(gfx('t1')).not.toHaveClass('highlight-todo')
    // the colour follows the class
    expect(getComputedStyle(gfx('t1').querySelector('.djs-visual > rect')!).stroke).toBe('rgb(82, 196, 26)')
  })

  it('shows a hover card with approver, department, result, times and reason', async () => {
    let viewer: { get<T>(n: string): T } | undefined
    render(
      <ProcessViewer
        xml={fixture}
        activityData={activities}
        taskData={tasks}
        processInstanceData={{
          result: 1,
          startUser: { nickname: '张三', deptName: '财务部' },
          createTime: '2024-03-01T07:00:00',
        }}
        onRendered={(v) => (viewer = v as never)}
      />,
    )
    await waitFor(() => expect(viewer).toBeDefined())
    const eventBus = viewer!.get<{ fire(e: string, d: object): void }>('eventBus')
    const registry = viewer!.get<{ get(id: string): object }>('elementRegistry')
    eventBus.fire('element.hover', { element: registry.get('t3'), gfx: gfx('t3') })
    const card = await waitFor(() => {
      const c = document.querySelector('.sme-hover-card')
      if (!c) throw new Error('no card')
      return c
    })
    expect(card.textContent).toContain('用户task3 / 研发部')
    expect(card.textContent).toContain('不通过')
    expect(card.textContent).toContain('材料不全')
    expect(card.textContent).toContain('审批时间')
    eventBus.fire('element.out', { element: registry.get('t3'), gfx: gfx('t3') })
    expect(document.querySelector('.sme-hover-card')).toBeNull()
    eventBus.fire('element.hover', { element: registry.get('start'), gfx: gfx('start') })
    expect(document.querySelector('.sme-hover-card')?.textContent).toContain('张三 / 财务部')
  })

  it('hovering with the real pointer shows the card', async () => {
    render(<ProcessViewer xml={fixture} activityData={activities} taskData={tasks} />)
    await waitFor(() => expect(gfx('t2')).toHaveClass('highlight'))
    const rect = gfx('t2').getBoundingClientRect()
    const { userEvent } = await import('vitest/browser')
    await userEvent.hover(gfx('t2').querySelector('.djs-hit') ?? gfx('t2'), {
      position: { x: rect.width / 2, y: rect.height / 2 },
    } as never)
    await waitFor(() => expect(document.querySelector('.sme-hover-card')?.textContent).toContain('通过'))
  })

  it('speaks English: hover card labels, result fallbacks, load errors (issue 25)', async () => {
    await setLanguage('en')
    try {
      let viewer: { get<T>(n: string): T } | undefined
      const { unmount } = render(
        <ProcessViewer
          xml={fixture}
          activityData={activities}
          taskData={tasks}
          onRendered={(v) => (viewer = v as never)}
        />,
      )
      await waitFor(() => expect(viewer).toBeDefined())
      const registry = viewer!.get<{ get(id: string): object }>('elementRegistry')
      viewer!
        .get<{ fire(e: string, d: object): void }>('eventBus')
        .fire('element.hover', { element: registry.get('t3'), gfx: gfx('t3') })
      const card = await waitFor(() => {
        const c = document.querySelector('.sme-hover-card')
        if (!c) throw new Error('no card')
        return c
      })
      expect(card.textContent).toContain('Approver: 用户task3 / 研发部')
      expect(card.textContent).toContain('Outcome: Rejected')
      expect(card.textContent?.replace(/用户task3|研发部|材料不全/g, '')).not.toMatch(/[\u4e00-\u9fff]/)
      unmount()
      render(<ProcessViewer xml="<nope" />)
      expect(await screen.findByText(/^The diagram could not be loaded: The file is not valid XML/)).toBeInTheDocument()
    } finally {
      await setLanguage('zh-CN')
    }
  })
})
