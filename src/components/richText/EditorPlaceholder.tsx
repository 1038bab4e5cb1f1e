import { useT } from '../../i18n/react'
import { EDITOR_HEIGHT, type RichTextEditorProps } from './types'
import './richText.css'

/** What shows while the editor's code loads: the same frame and height, so the dialog does not jump. */
export function EditorPlaceholder({ height = EDITOR_HEIGHT }: RichTextEditorProps) {
  const t = useT('common')
  return (
    <div className="rte rte-loading" aria-busy="true">
      <div className="rte-toolbar" />
      <div className="rte-body" style={{ height }}>
        <span className="rte-loading-text">{t('rteLoading')}</span>
      </div>
    </div>
  )
}
