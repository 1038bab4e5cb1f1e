import { fitView, type Margins } from '../diagram/fitBeforeRender'

/** Air between the diagram and the canvas's edges or its overlays (px on screen). */
const PADDING = 24
/** What the designer draws over its canvas: the palette (left) and the minimap's button (top right). */
const OVERLAYS = '.djs-palette, .djs-minimap'

/**
 * The room a fitted diagram keeps free in the designer's canvas (issue 46): each overlay is kept clear from the side it
 * costs least to give up — the tall palette from the left, the minimap's short button from the top — plus padding all
 * round. Measured now: the palette grows a second column on a short canvas, the button's width follows its language.
 */
export function overlayMargins(container: HTMLElement): Margins {
  const frame = container.getBoundingClientRect()
  const margins = { left: 0, right: 0, top: 0, bottom: 0 }
  for (const overlay of container.querySelectorAll(OVERLAYS)) {
    const r = overlay.getBoundingClientRect()
    if (!r.width || !r.height) continue
    const sides = {
      left: r.right - frame.left,
      right: frame.right - r.left,
      top: r.bottom - frame.top,
      bottom: frame.bottom - r.top,
    }
    const side = (Object.keys(sides) as (keyof Margins)[]).reduce((a, b) => (sides[b] < sides[a] ? b : a))
    margins[side] = Math.max(margins[side], sides[side])
  }
  return {
    left: margins.left + PADDING,
    right: margins.right + PADDING,
    top: margins.top + PADDING,
    bottom: margins.bottom + PADDING,
  }
}

interface Canvas {
  viewbox(): { inner: { x: number; y: number; width: number; height: number }; outer: { width: number; height: number } }
  viewbox(box: { x: number; y: number; width: number; height: number }): void
}

/** Fits the drawn diagram to the designer's canvas, clear of its overlays (重置视图, another diagram of the file shown). */
export function fitDiagram(modeler: { get<T>(name: string): T }, container: HTMLElement) {
  const canvas = modeler.get<Canvas>('canvas')
  const { inner, outer } = canvas.viewbox()
  const box = inner.width || inner.height ? fitView(inner, outer, overlayMargins(container)) : undefined
  if (box) canvas.viewbox(box)
}
