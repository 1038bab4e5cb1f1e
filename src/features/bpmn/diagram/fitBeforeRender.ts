type Size = { width: number; height: number }
type Box = { x: number; y: number; width: number; height: number }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- DI elements are moddle objects typed by the descriptors
type Di = { bounds?: Box; waypoint?: { x: number; y: number }[]; [key: string]: any }
interface Services {
  get<T>(name: string): T
}

/**
 * Fits the next imported diagram to its container *before* it is drawn: the view comes from the DI bounds and a size
 * read while the page is still laid out. Fitting after the import (canvas.zoom('fit-viewport')) measures the whole
 * SVG and then lays it out again for the new transform: ≈8 % of a 1,000-element import. Returns an unsubscribe.
 */
export function fitBeforeRender(diagram: Services, container: HTMLElement, margins: Margins = NO_MARGINS): () => void {
  const outer = { width: container.clientWidth, height: container.clientHeight }
  const eventBus = diagram.get<{ once(e: string, f: (e: never) => void): void; off(e: string, f: unknown): void }>(
    'eventBus',
  )
  const onRenderStart = (e: { definitions: { diagrams?: { plane?: { planeElement?: Di[] } }[] } }) => {
    const box = fitBox(e.definitions.diagrams?.[0]?.plane?.planeElement ?? [], outer, margins)
    if (box) diagram.get<{ viewbox(b: Box): void }>('canvas').viewbox(box)
  }
  eventBus.once('import.render.start', onRenderStart as never)
  return () => eventBus.off('import.render.start', onRenderStart)
}

/** The rectangle every shape and edge of `dis` lies in; undefined when none has a position. */
export function extentOf(
  dis: Pick<Di, 'bounds' | 'waypoint'>[],
): { minX: number; minY: number; maxX: number; maxY: number } | undefined {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x)
    minY = Math.min(minY, y)
    maxX = Math.max(maxX, x)
    maxY = Math.max(maxY, y)
  }
  for (const di of dis) {
    if (di.bounds) {
      add(di.bounds.x, di.bounds.y)
      add(di.bounds.x + di.bounds.width, di.bounds.y + di.bounds.height)
    }
    for (const p of di.waypoint ?? []) add(p.x, p.y)
  }
  return Number.isFinite(minX) ? { minX, minY, maxX, maxY } : undefined
}

/** Room kept free at each side of the view (px on screen): what the canvas's own overlays cover, and some air. */
export type Margins = { left: number; right: number; top: number; bottom: number }
export const NO_MARGINS: Margins = { left: 0, right: 0, top: 0, bottom: 0 }

/** The view that shows the whole diagram centred, never above 100 % (diagram-js's fit-viewport with 'auto'). */
export function fitBox(dis: Di[], outer: Size, margins: Margins = NO_MARGINS): Box | undefined {
  const extent = extentOf(dis)
  if (!extent) return undefined
  const { minX, minY, maxX, maxY } = extent
  return fitView({ x: minX, y: minY, width: maxX - minX, height: maxY - minY }, outer, margins)
}

/**
 * The view (canvas.viewbox) that shows `inner` (diagram coordinates) whole and centred in what `margins` leave of the
 * `outer` screen area, never above 100 %.
 */
export function fitView(inner: Box, outer: Size, margins: Margins = NO_MARGINS): Box | undefined {
  const room = { width: outer.width - margins.left - margins.right, height: outer.height - margins.top - margins.bottom }
  if (room.width <= 0 || room.height <= 0) return undefined
  const scale = Math.min(1, room.width / inner.width, room.height / inner.height)
  return {
    x: inner.x + inner.width / 2 - (margins.left + room.width / 2) / scale,
    y: inner.y + inner.height / 2 - (margins.top + room.height / 2) / scale,
    width: outer.width / scale,
    height: outer.height / scale,
  }
}
