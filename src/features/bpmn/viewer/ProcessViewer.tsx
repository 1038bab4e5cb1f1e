import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import type Canvas from 'diagram-js/lib/core/Canvas'
import type EventBus from 'diagram-js/lib/core/EventBus'
import {
  CLASS_COLORS,
  computeHighlights,
  type GraphElement,
  type ActivityData,
  type ProcessInstanceData,
  type TaskData,
} from './highlight'
import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import type { BO } from '../properties/shared/moddle'
import { fitBeforeRender } from '../diagram/fitBeforeRender'
import { ImportError, importDiagram, type DiagramHost, type ImportOutcome } from '../import/importDiagram'
import ImportNotice, { worthNotice } from '../import/ImportNotice'
import { DiagramSwitcher, type ShownDiagrams } from '../import/DiagramSwitcher'
import { vendorContentExtension } from '../moddle/vendorContent'
import './viewer.css'
import { hoverHtml } from './hoverCard'
import labelLimitModule from '../modules/labelLimit'
import { useT } from '../../../i18n/react'

export interface ProcessViewerProps {
  xml?: string
  activityData?: ActivityData[]
  taskData?: TaskData[]
  processInstanceData?: ProcessInstanceData
  /** Called after each import (tests and pages wait on it). */
  onRendered?: (viewer: NavigatedViewer) => void
  height?: number | string
}

/** A moddle element (DI or business object), loosely typed in one place. */
type Moddle = BO

/**
 * Colours go into the diagram interchange (bioc:stroke / bioc:fill), which bpmn-js draws itself, arrowheads included.
 * Set before rendering, they cost nothing on screen; stylesheet rules or inline styles over a large diagram cost
 * 10–15 % of its import in style recalculation.
 */
function setColors(di: Moddle, cls: string | undefined) {
  const colors = cls ? CLASS_COLORS[cls] : undefined
  di.set('bioc:stroke', colors?.stroke)
  if (di.$type === 'bpmndi:BPMNShape') di.set('bioc:fill', colors?.fill)
}

/** The elements the highlighting looks at, with each flow node's outgoing flows (from the flows' sourceRef). */
function graphOf(byId: Map<string, Moddle[]>): GraphElement[] {
  // a node's <outgoing> list is optional in the XML; sourceRef is not
  const outgoing = new Map<string, { id: string; target: { id: string } }[]>()
  for (const [di] of byId.values()) {
    const f = di.bpmnElement
    if (f.$type !== 'bpmn:SequenceFlow' || !f.sourceRef || !f.targetRef) continue
    outgoing.set(f.sourceRef.id, [
      ...(outgoing.get(f.sourceRef.id) ?? []),
      { id: f.id, target: { id: f.targetRef.id } },
    ])
  }
  return [...byId.values()].map(([{ bpmnElement: bo }]) => ({
    id: bo.id,
    type: bo.$type,
    outgoing: outgoing.get(bo.id),
  }))
}

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
  const [viewer] = useState(
    () => new NavigatedViewer({ moddleExtensions: vendorContentExtension, additionalModules: [labelLimitModule] }),
  )
  const containerRef = useRef<HTMLDivElement>(null)
  const t = useT('bpmn')
  // why the diagram could not be shown: an import refusal's text, or nothing said (shown in the current language)
  const [error, setError] = useState<{ detail?: string }>()
  const [notice, setNotice] = useState<ImportOutcome>()
  const data = useRef({ activityData, taskData, processInstanceData })
  data.current = { activityData, taskData, processInstanceData }
  const renderedRef = useRef(onRendered)
  renderedRef.current = onRendered
  /** Classes applied last time, so a re-highlight changes exactly what differs. */
  const applied = useRef(new Map<string, string>())
  const hasDiagram = useRef(false)
  /** Every DI of each element over all of the file's diagrams, and the graph the highlighting is computed on. */
  const diRef = useRef(new Map<string, Moddle[]>())
  const graph = useRef<GraphElement[]>([])
  const [diagrams, setDiagrams] = useState<ShownDiagrams>()

  useLayoutEffect(() => {
    viewer.attachTo(containerRef.current!)
    return () => viewer.detach()
  }, [viewer])

  /** The progress classes for these elements from the latest inputs (spec §4). */
  const classesFor = useCallback((elements: GraphElement[]) => {
    const { activityData: a, taskData: t, processInstanceData: p } = data.current
    return computeHighlights(elements, a ?? [], t ?? [], p)
  }, [])

  // A layout effect starts the import right after the commit instead of a frame later (passive effects wait for paint).
  useLayoutEffect(() => {
    if (!xml) return
    let cancelled = false
    const container = containerRef.current!
    const eventBus = viewer.get<EventBus>('eventBus')
    const stopFit = fitBeforeRender(viewer, container)
    // Between parsing and drawing: colour the DI of every diagram in the file (the one shown, drill-down planes of
    // subprocesses, other diagrams the user may switch to), so the first drawing of each is the final one.
    const onRenderStart = (e: { definitions: Moddle }) => {
      const dis: Moddle[] = (e.definitions.diagrams ?? []).flatMap((d: Moddle) => d.plane?.planeElement ?? [])
      const byId = new Map<string, Moddle[]>()
      for (const di of dis) {
        if (!di.bpmnElement) continue
        const id = di.bpmnElement.id as string
        const list = byId.get(id)
        if (list) list.push(di)
        else byId.set(id, [di])
      }
      diRef.current = byId
      graph.current = graphOf(byId)
      applied.current = classesFor(graph.current)
      for (const [id, cls] of applied.current) byId.get(id)!.forEach((di) => setColors(di, cls))
    }
    // The classes say what a colour means (and tests read them). Added as each element is drawn, before anything
    // has been styled, they cost no restyle; canvas.addMarker afterwards would restyle 1,000 elements. diagram-js's
    // markers are these same classes, so hasMarker/removeMarker still see them.
    const onAdded = (e: { element: { id: string }; gfx: SVGElement }) => {
      const cls = applied.current.get(e.element.id)
      if (cls) e.gfx.classList.add(cls)
    }
    eventBus.once<{ definitions: Moddle }>('import.render.start', onRenderStart)
    eventBus.on<{ element: { id: string }; gfx: SVGElement }>(['shape.added', 'connection.added'], onAdded)
    const stopClasses = () => eventBus.off(['shape.added', 'connection.added'], onAdded as never)
    // the designer's rules: warnings shown, a model without diagram interchange laid out, only non-models refused
    importDiagram(viewer as unknown as DiagramHost, { text: xml }).then(
      (outcome) => {
        // the classes listener stays until the next import: a diagram of the file opened later gets its classes too
        if (cancelled) return
        setError(undefined)
        // the platform's engine is Flowable: its own dialect is no news to a reader (another engine's still is)
        setNotice(worthNotice(outcome, 'flowable') ? outcome : undefined)
        setDiagrams(outcome.diagrams.length > 1 ? { list: outcome.diagrams, shown: outcome.diagrams[0].id } : undefined)
        hasDiagram.current = true
        renderedRef.current?.(viewer)
      },
      (e: Error) => {
        // the diagram shown before was drawn again (importDiagram): its classes listener stays like a success's
        if (cancelled) return
        console.error(e)
        setError(e instanceof ImportError ? { detail: e.message } : {})
      },
    )
    return () => {
      cancelled = true
      stopFit()
      stopClasses()
      eventBus.off('import.render.start', onRenderStart as never)
    }
  }, [viewer, xml, classesFor])

  // New progress data for the same diagram: recolour (every diagram's DI) and redraw only the elements whose class
  // changed and that are on the canvas now.
  useEffect(() => {
    if (!hasDiagram.current) return
    const canvas = viewer.get<Canvas>('canvas')
    const registry = viewer.get<{
      get(id: string): (GraphElement & { waypoints?: unknown }) | undefined
      getGraphics(id: string): SVGElement
    }>('elementRegistry')
    const graphics = viewer.get<{ update(type: string, element: unknown, gfx: SVGElement): void }>('graphicsFactory')
    const next = classesFor(graph.current)
    for (const { id } of graph.current) {
      const before = applied.current.get(id)
      const after = next.get(id)
      if (before === after) continue
      diRef.current.get(id)?.forEach((di) => setColors(di, after))
      const el = registry.get(id)
      if (!el) continue
      if (before) canvas.removeMarker(el as never, before)
      if (after) canvas.addMarker(el as never, after)
      graphics.update(el.waypoints ? 'connection' : 'shape', el, registry.getGraphics(id))
    }
    applied.current = next
    renderedRef.current?.(viewer)
  }, [viewer, activityData, taskData, processInstanceData, classesFor])

  /** Several diagrams in one file: the viewer shows one at a time, each highlighted. */
  const showDiagram = async (id: string) => {
    await (viewer as unknown as { open(id: string): Promise<unknown> }).open(id)
    setDiagrams((d) => d && { ...d, shown: id })
    viewer.get<{ zoom(scale: string, center: string): number }>('canvas').zoom('fit-viewport', 'auto')
  }

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
      {error && (
        <div className="bpmn-viewer-error">
          {error.detail ? t('loadFailedWith', { message: error.detail }) : t('loadFailed')}
        </div>
      )}
      {notice && <ImportNotice outcome={notice} onClose={() => setNotice(undefined)} />}
      {diagrams && (
        <DiagramSwitcher
          className="bpmn-viewer-diagrams"
          diagrams={diagrams}
          onShow={(id) => void showDiagram(id).catch((e: Error) => console.error(e))}
        />
      )}
      <div className="bpmn-viewer-canvas" ref={containerRef} />
    </div>
  )
}
