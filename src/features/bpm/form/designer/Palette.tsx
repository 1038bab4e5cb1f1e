/**
 * The palette, grouped as yudao's designer groups it (基础 / 布局 / 辅助 / 系统字段) with form-create's names. An item
 * adds its kind on a click (or Enter), and is dragged by pointer or picked up with Space and moved with the arrows.
 */
import { useDraggable } from '@dnd-kit/core'
import { memo } from 'react'
import { text } from '../../../../i18n'
import { useT } from '../../../../i18n/react'
import { KINDS } from '../registry'
import type { KindDef, KindGroup } from '../types'
import { PALETTE_PREFIX } from './dnd'

const GROUPS: { group: KindGroup; key: 'groupBasic' | 'groupLayout' | 'groupAux' | 'groupSystem' }[] = [
  { group: 'basic', key: 'groupBasic' },
  { group: 'layout', key: 'groupLayout' },
  { group: 'aux', key: 'groupAux' },
  { group: 'system', key: 'groupSystem' },
]

/** Parts of a layout (a row's column, a tab pane) are added from their layout, not from the palette. */
const PARTS = new Set(KINDS.flatMap((k) => (k.container?.childType ? [k.container.childType.toLowerCase()] : [])))
/** yudao's designer takes form-create's own upload and rich text off its palette for its UploadFile/UploadImg(s) and
 * Editor (useFormCreateDesigner: removeMenuItem('upload'), removeMenuItem('fcEditor')); rules of theirs still render. */
const REPLACED_BY_YUDAO = new Set(['upload', 'fceditor'])
export const PALETTE_KINDS = KINDS.filter((k) => !PARTS.has(k.type.toLowerCase()) && !REPLACED_BY_YUDAO.has(k.type.toLowerCase()))

function PaletteItem({ kind, onAdd }: { kind: KindDef; onAdd: (type: string) => void }) {
  const t = useT('formDesigner')
  const label = text(kind.label)
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: PALETTE_PREFIX + kind.type,
    data: { from: 'palette', kindType: kind.type },
    attributes: { roleDescription: t('draggable') },
  })
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={`fd-palette-item${isDragging ? ' fd-palette-dragging' : ''}`}
        {...attributes}
        {...listeners}
        aria-label={t('addKind', { kind: label })}
        onClick={() => onAdd(kind.type)}
      >
        {label}
      </button>
    </li>
  )
}

export const Palette = memo(function Palette({ onAdd }: { onAdd: (type: string) => void }) {
  const t = useT('formDesigner')
  const tf = useT('form')
  return (
    <nav className="fd-palette" aria-label={t('palette')}>
      <p className="fd-palette-hint">{t('paletteHint')}</p>
      {GROUPS.map(({ group, key }) => {
        const kinds = PALETTE_KINDS.filter((k) => k.group === group)
        if (!kinds.length) return null
        return (
          <section key={group} aria-labelledby={`fd-group-${group}`}>
            <h3 id={`fd-group-${group}`} className="fd-palette-group">
              {tf(key)}
            </h3>
            <ul className="fd-palette-list">
              {kinds.map((kind) => (
                <PaletteItem key={kind.type} kind={kind} onAdd={onAdd} />
              ))}
            </ul>
          </section>
        )
      })}
    </nav>
  )
})
