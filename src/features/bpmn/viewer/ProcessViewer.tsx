import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import type Canvas from 'diagram-js/lib/core/Canvas'
import type EventBus from 'diagram-js/lib/core/EventBus'
import { getDictData } from '../../../stores/dict'
import { DICT_TYPE } from '../../../utils/dict'
import {
  CLASS_COLORS,
  computeHighlights,
  type ActivityData,
  type ProcessInstanceData,
  type TaskData,
  type UserRef,
} from './highlight'
import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import { escapeXml } from '../diagram/escape'
import './viewer.css'

export interface ProcessViewerProps {
  xml?: string
  activityData?: ActivityData[]
  taskData?: TaskData[]
  processInstanceData?: ProcessInstanceData
  /** Called after each import (tests and pages wait on it). */
  onRendered?: (viewer: NavigatedViewer) => void
  height?: number | string
}

// Used when the dictionaries are not loaded (e.g. a shared link): yudao's result labels.
const RESULT_FALLBACK: Record<number, string> = {
  1: '处理中',
  2: '通过',
  3: '不通过',
  4: '已取消',
  5: '退回',
  6: '委派',
}
const resultLabel = (r?: number) =>
  r == null ? '' : (getDictData(DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT, r)?.label ?? RESULT_FALLBACK[r] ?? String(r))

const fmt = (t?: number | string) =>
  t == null || t === '' ? '' : new Date(t).toLocaleString('zh-CN', { hour12: false })

/** Arrowheads are SVG markers shared by all flows: coloured flows need their own markers. */
function addArrowMarkers(container: HTMLElement) {
  const svg = container.querySelector('svg')
  if (!svg || svg.querySelector('#sme-arrow-highlight')) return
  const ns = 'http://www.w3.org/2000/svg'
  const defs = svg.querySelector('defs') ?? svg.insertBefore(document.createElementNS(ns, 'defs'), svg.firstChild)
  for (const [cls, { stroke }] of Object.entries(CLASS_COLORS)) {
    const marker = document.createElementNS(ns, 'marker')
    const attrs = {
      id: `sme-arrow-${cls}`,
      viewBox: '0 0 20 20',
      refX: '11',
      refY: '10',
      markerWidth: '10',
      markerHeight: '10',
      orient: 'auto',
    }
    Object.entries(attrs).forEach(([k, v]) => marker.setAttribute(k, v))
    const path = document.createElementNS(ns, 'path')
    path.setAttribute('d', 'M 1 5 L 11 10 L 1 15 Z')
    path.setAttribute('style', `fill: ${stroke}; stroke: ${stroke}; stroke-width: 1px`)
    marker.appendChild(path)
    defs.appendChild(marker)
  }
}

/**
 * Colours one element's visual with inline styles. Stylesheet rules keyed on the marker classes made every style
 * recalculation of a large diagram match them against all its nodes (≈15 % of a 1,000-element import).
 */
function paint(visual: SVGElement, cls: string, isConnection: boolean) {
  const { stroke, fill, dash } = CLASS_COLORS[cls]
  visual.style.setProperty('stroke', stroke, 'important')
  if (isConnection) visual.style.setProperty('marker-end', `url(#sme-arrow-${cls})`, 'important')
  else {
    visual.style.setProperty('fill', fill, 'important')
    if (dash) visual.style.setProperty('stroke-dasharray', dash, 'important')
  }
}

/** One line of the hover card. */
const line = (label: string, value?: string) => (value ? `<p><span>${label}：</span>${escapeXml(value)}</p>` : '')
const who = (u?: UserRef) => (u ? [u.nickname, u.deptName].filter(Boolean).join(' / ') : '')

/** The read-only process diagram with progress highlighting and hover cards (spec §2.5, §4). */
export default function ProcessViewer({
  xml,
  activityData,
  taskData,
  processInstanceData,
  onRendered,
  height = 520,
}: ProcessViewerProps) {
  // Created once and attached/detached, like the designer (GUIDE "Keep-alive").
  const [viewer] = useState(() => new NavigatedViewer())
  const containerRef = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string>()
  const data = useRef({ activityData, taskData, processInstanceData })
  data.current = { activityData, taskData, processInstanceData }
  const renderedRef = useRef(onRendered)
  renderedRef.current = onRendered
  /** Markers applied last time, so a re-highlight removes exactly those, and the inline styles they replaced. */
  const applied = useRef(new Map<string, string>())
  const painted = useRef(new Map<SVGElement, string | null>())
  const hasDiagram = useRef(false)

  useLayoutEffect(() => {
    viewer.attachTo(containerRef.current!)
    return () => viewer.detach()
  }, [viewer])

  /** Applies the progress classes from the latest inputs (spec §4). */
  const highlight = useCallback(() => {
    const canvas = viewer.get<Canvas>('canvas')
    const registry = viewer.get<{
      getAll(): Parameters<typeof computeHighlights>[0]
      get(id: string): unknown
      getGraphics(id: string): SVGElement | undefined
    }>('elementRegistry')
    for (const [id, cls] of applied.current) if (registry.get(id)) canvas.removeMarker(id as never, cls)
    for (const [visual, style] of painted.current) {
      if (style === null) visual.removeAttribute('style')
      else visual.setAttribute('style', style)
    }
    painted.current = new Map()
    const { activityData: a, taskData: t, processInstanceData: p } = data.current
    applied.current = computeHighlights(registry.getAll(), a ?? [], t ?? [], p)
    for (const [id, cls] of applied.current) {
      canvas.addMarker(id as never, cls) // the class says what the colour means (and tests read it)
      const gfx = registry.getGraphics(id)
      const isConnection = !!gfx?.classList.contains('djs-connection')
      // a connection's visual starts with its own <defs> (the arrowhead): the line is the path after it
      const visual = gfx?.querySelector<SVGElement>(isConnection ? '.djs-visual > path' : '.djs-visual > *')
      if (!visual) continue
      painted.current.set(visual, visual.getAttribute('style'))
      paint(visual, cls, isConnection)
    }
  }, [viewer])

  // A layout effect starts the import right after the commit instead of a frame later (passive effects wait for paint).
  useLayoutEffect(() => {
    if (!xml) return
    let cancelled = false
    viewer.importXML(xml).then(
      () => {
        if (cancelled) return
        setError(undefined)
        applied.current = new Map() // a fresh diagram carries no markers or colours
        painted.current = new Map()
        addArrowMarkers(containerRef.current!)
        // highlighted in the same task as the import, so the first frame already shows the progress
        highlight()
        viewer.get<{ zoom(s: string, c: string): number }>('canvas').zoom('fit-viewport', 'auto')
        hasDiagram.current = true
        renderedRef.current?.(viewer)
      },
      (e: Error) => {
        if (cancelled) return
        console.error(e)
        setError('流程图加载失败')
      },
    )
    return () => {
      cancelled = true
    }
  }, [viewer, xml, highlight])

  // New progress data for the same diagram: re-highlight only (an import highlights by itself).
  useEffect(() => {
    if (!hasDiagram.current) return
    highlight()
    renderedRef.current?.(viewer)
  }, [viewer, activityData, taskData, processInstanceData, highlight])

  // Hover cards: built on hover from the latest inputs, so nothing is created for elements nobody points at.
  useEffect(() => {
    const eventBus = viewer.get<EventBus>('eventBus')
    const overlays = viewer.get<{
      add(id: string, type: string, o: object): string
      remove(f: { type: string }): void
    }>('overlays')
    const onHover = (e: { element: { id: string; type: string; width?: number } }) => {
      const html = hoverHtml(e.element, data.current)
      if (!html) return
      overlays.remove({ type: 'sme-hover' })
      const card = document.createElement('div')
      card.className = 'sme-hover-card'
      card.innerHTML = html
      overlays.add(e.element.id, 'sme-hover', { position: { left: (e.element.width ?? 0) + 8, top: 0 }, html: card })
    }
    const onOut = () => overlays.remove({ type: 'sme-hover' })
    eventBus.on<{ element: { id: string; type: string; width?: number } }>('element.hover', onHover)
    eventBus.on('element.out', onOut)
    return () => {
      eventBus.off('element.hover', onHover as never)
      eventBus.off('element.out', onOut)
    }
  }, [viewer])

  return (
    <div className="bpmn-viewer" style={{ height }}>
      {error && <div className="bpmn-viewer-error">{error}</div>}
      <div className="bpmn-viewer-canvas" ref={containerRef} />
    </div>
  )
}

function hoverHtml(
  el: { id: string; type: string },
  d: Pick<ProcessViewerProps, 'activityData' | 'taskData' | 'processInstanceData'>,
): string {
  const instance = d.processInstanceData
  if (el.type === 'bpmn:StartEvent' && instance) {
    return line('发起人', who(instance.startUser)) + line('发起时间', fmt(instance.createTime))
  }
  if (el.type === 'bpmn:EndEvent' && instance?.endTime) {
    return line('结果', resultLabel(instance.result)) + line('结束时间', fmt(instance.endTime))
  }
  if (el.type === 'bpmn:UserTask') {
    const taskIds = new Set((d.activityData ?? []).filter((a) => a.key === el.id && a.taskId).map((a) => a.taskId))
    const tasks = (d.taskData ?? []).filter((t) => taskIds.has(t.id))
    return tasks
      .map(
        (t) =>
          '<div class="sme-hover-task">' +
          line('审批人', who(t.assigneeUser)) +
          line('审批结果', resultLabel(t.result)) +
          line('创建时间', fmt(t.createTime)) +
          line('审批时间', fmt(t.endTime)) +
          line('审批建议', t.reason) +
          '</div>',
      )
      .join('')
  }
  return ''
}
