import BoldOutlined from '@ant-design/icons/BoldOutlined'
import ClearOutlined from '@ant-design/icons/ClearOutlined'
import ItalicOutlined from '@ant-design/icons/ItalicOutlined'
import LinkOutlined from '@ant-design/icons/LinkOutlined'
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined'
import PictureOutlined from '@ant-design/icons/PictureOutlined'
import RedoOutlined from '@ant-design/icons/RedoOutlined'
import StrikethroughOutlined from '@ant-design/icons/StrikethroughOutlined'
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined'
import UndoOutlined from '@ant-design/icons/UndoOutlined'
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined'
import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import { Button } from 'antd'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/react'
import { HEADING_LEVELS } from './extensions'

export type Command = (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>
/** A command on what the user selected (the editor keeps its focus). */
export const runCommand = (editor: Editor, command: Command) => command(editor.chain().focus()).run()

interface Props {
  editor: Editor
  disabled: boolean
  /** 链接: the link dialog for the selection. */
  onLink: () => void
  /** 图片: the file picker. */
  onImage: () => void
  /** The picker's input, kept in the toolbar. */
  children: ReactNode
}

/** The rich-text editor's toolbar: headings, marks, lists, link, image, undo / redo, clear; each shows its state. */
export function RichTextToolbar({ editor, disabled, onLink, onImage, children }: Props) {
  const t = useT('common')
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: HEADING_LEVELS.find((level) => e.isActive('heading', { level })),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })

  const run = (command: Command) => runCommand(editor, command)

  const tool = (label: string, icon: ReactNode, onClick: () => void, pressed?: boolean, enabled = true) => (
    <Button
      type="text"
      size="small"
      icon={icon}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled || !enabled}
      // Keeps the editor's focus and selection: the command then applies to what the user selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    />
  )

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('rteToolbar')}>
      {HEADING_LEVELS.map((level) => (
        <Button
          key={level}
          type="text"
          size="small"
          className="rte-heading-button"
          // The name holds what the button shows (H1): WCAG 2.5.3, label in name.
          aria-label={t('rteHeading', { level })}
          title={t('rteHeading', { level })}
          aria-pressed={state.heading === level}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => run((c) => c.toggleHeading({ level }))}
        >
          H{level}
        </Button>
      ))}
      <span className="rte-separator" aria-hidden="true" />
      {tool(t('rteBold'), <BoldOutlined />, () => run((c) => c.toggleBold()), state.bold)}
      {tool(t('rteItalic'), <ItalicOutlined />, () => run((c) => c.toggleItalic()), state.italic)}
      {tool(t('rteUnderline'), <UnderlineOutlined />, () => run((c) => c.toggleUnderline()), state.underline)}
      {tool(t('rteStrike'), <StrikethroughOutlined />, () => run((c) => c.toggleStrike()), state.strike)}
      <span className="rte-separator" aria-hidden="true" />
      {tool(t('rteBulletList'), <UnorderedListOutlined />, () => run((c) => c.toggleBulletList()), state.bulletList)}
      {tool(t('rteOrderedList'), <OrderedListOutlined />, () => run((c) => c.toggleOrderedList()), state.orderedList)}
      <span className="rte-separator" aria-hidden="true" />
      {tool(t('rteLink'), <LinkOutlined />, onLink, state.link)}
      {tool(t('rteImage'), <PictureOutlined />, onImage)}
      <span className="rte-separator" aria-hidden="true" />
      {tool(t('rteUndo'), <UndoOutlined />, () => run((c) => c.undo()), undefined, state.canUndo)}
      {tool(t('rteRedo'), <RedoOutlined />, () => run((c) => c.redo()), undefined, state.canRedo)}
      {tool(t('rteClear'), <ClearOutlined />, () => run((c) => c.unsetAllMarks().clearNodes()))}
      {children}
    </div>
  )
}
