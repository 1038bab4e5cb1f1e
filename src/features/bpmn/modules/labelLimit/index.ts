/**
 * Labels are drawn cut to MAX_LABEL characters (issue 22): bpmn-js lays a label out by measuring it word by word, and a
 * 20,000-character name froze the whole tab for 10–40 s. Only the drawing is cut; the model keeps the whole name.
 */
export const MAX_LABEL = 200

export const cutLabel = (text: unknown) =>
  typeof text === 'string' && text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL)}…` : text

type TextRenderer = Record<'createText' | 'getExternalLabelBounds' | 'getTextAnnotationBounds', (...args: unknown[]) => unknown>

function LabelLimit(textRenderer: TextRenderer) {
  const createText = textRenderer.createText.bind(textRenderer)
  textRenderer.createText = (text, options) => createText(cutLabel(text), options)
  for (const name of ['getExternalLabelBounds', 'getTextAnnotationBounds'] as const) {
    const bounds = textRenderer[name].bind(textRenderer)
    textRenderer[name] = (box, text) => bounds(box, cutLabel(text))
  }
}
LabelLimit.$inject = ['textRenderer']

export default { __init__: ['labelLimit'], labelLimit: ['type', LabelLimit] }
