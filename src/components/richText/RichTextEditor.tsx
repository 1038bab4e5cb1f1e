/**
 * The rich-text editor (Tiptap over ProseMirror): a form control whose value is HTML that SafeHtml keeps whole.
 * ProseMirror follows the input method's composition (中文 拼音/五笔) natively and parses whatever is pasted through its
 * schema; a paste goes through the sanitiser first, so no handler attribute is ever parsed (a CSP report in Chromium).
 * Images chosen, pasted or dropped are uploaded (POST /infra/file/upload) and inserted by their URL.
 */
import type { Editor } from '@tiptap/core'
import type { EditorProps } from '@tiptap/pm/view'
import { EditorContent, useEditor } from '@tiptap/react'
import { App } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MAX_IMAGE_BYTES, uploadFile } from '../../api/infra/file'
import { useT } from '../../i18n/react'
import { sanitizeHtml } from '../SafeHtml'
import { reportFailure } from '../uncaught'
import { editorExtensions } from './extensions'
import { LinkDialog, type LinkValues } from './LinkDialog'
import { RichTextToolbar, runCommand, type Command } from './Toolbar'
import { CHANGE_DEBOUNCE_MS, EDITOR_HEIGHT, type RichTextEditorProps } from './types'
import './richText.css'

/** The images a browser shows everywhere (yudao-ui-admin-vue3's UploadImg takes the same). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

/**
 * The editor's HTML as the form gets it: '' when empty, only what the sanitiser keeps, and without the empty paragraph
 * the editor keeps after a last list, heading or image (so the caret can go below it).
 */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : sanitizeHtml(editor.getHTML()).replace(/(<p><\/p>)+$/, ''))

const imagesOf = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((f) => f.type.startsWith('image/'))

interface LinkState {
  initial: LinkValues
  hasText: boolean
  existing: boolean
}

export default function RichTextEditor({
  value,
  onChange,
  height = EDITOR_HEIGHT,
  placeholder,
  disabled = false,
  'aria-label': ariaLabel,
  id,
}: RichTextEditorProps) {
  const t = useT('common')
  const { message } = App.useApp()
  const [uploading, setUploading] = useState(0)
  const [link, setLink] = useState<LinkState>()
  const fileInput = useRef<HTMLInputElement>(null)

  // What the form was last told (or gave): a value equal to it is the editor's own echo, not a new value to load.
  const told = useRef(value ?? '')
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef({ onChange, uploadImages: (_files: File[]) => {} })

  const flush = (editor: Editor | null) => {
    if (pending.current === undefined) return
    clearTimeout(pending.current)
    pending.current = undefined
    if (!editor || editor.isDestroyed) return
    const html = htmlOf(editor)
    if (html === told.current) return
    told.current = html
    latest.current.onChange?.(html)
  }

  // Options that stay the same from render to render: useEditor hands changed ones to ProseMirror (setProps) each time.
  const [initial] = useState(() => ({
    extensions: editorExtensions(placeholder ?? ''),
    content: sanitizeHtml(value ?? ''),
  }))
  const label = ariaLabel ?? t('rteContent')
  const editorProps = useMemo<EditorProps>(
    () => ({
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
      },
      // Word, web pages, other editors: through the same allow-list before ProseMirror parses it.
      transformPastedHTML: (html) => sanitizeHtml(html),
      handlePaste: (_view, event) => {
        const images = imagesOf(event.clipboardData?.files)
        if (!images.length) return false
        latest.current.uploadImages(images)
        return true
      },
      handleDrop: (_view, event, _slice, moved) => {
        const images = moved ? [] : imagesOf(event.dataTransfer?.files)
        if (!images.length) return false
        latest.current.uploadImages(images)
        return true
      },
    }),
    [label, id],
  )

  const editor = useEditor({
    ...initial,
    editable: !disabled,
    injectCSS: false,
    // The toolbar reads the state it shows through useEditorState: a keystroke does not render this component.
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      clearTimeout(pending.current)
      pending.current = setTimeout(() => flush(current), CHANGE_DEBOUNCE_MS)
    },
    // Leaving the editor (e.g. for 确定) tells the form at once: a save never misses the last 250 ms of typing.
    onBlur: ({ editor: current }) => flush(current),
  })

  const uploadImages = async (files: File[]) => {
    for (const file of files) {
      if (!IMAGE_TYPES.includes(file.type)) {
        message.error(t('rteImageType'))
        continue
      }
      if (file.size > MAX_IMAGE_BYTES) {
        message.error(t('rteImageTooLarge'))
        continue
      }
      setUploading((n) => n + 1)
      try {
        const src = await uploadFile(file)
        if (!editor.isDestroyed) {
          editor
            .chain()
            .focus()
            .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
            .run()
        }
      } catch (error) {
        reportFailure(error) // the request layer has said why
      } finally {
        setUploading((n) => n - 1)
      }
    }
  }

  useEffect(() => {
    latest.current = { onChange, uploadImages }
  })

  // A value from outside (the record loaded, a reset, a restored draft): shown, not undoable, not echoed back.
  useEffect(() => {
    const next = value ?? ''
    if (next === told.current) return
    clearTimeout(pending.current)
    pending.current = undefined
    told.current = next
    editor.chain().setMeta('addToHistory', false).setContent(sanitizeHtml(next), { emitUpdate: false }).run()
  }, [editor, value])

  useEffect(() => {
    editor.setEditable(!disabled, false)
  }, [editor, disabled])

  // Closing the dialog within 250 ms of the last keystroke still tells the form.
  useEffect(() => () => flush(editor), [editor])

  const run = (command: Command) => runCommand(editor, command)

  const openLink = () => {
    const { empty, from, to } = editor.state.selection
    const existing = editor.isActive('link')
    setLink({
      initial: {
        href: String(editor.getAttributes('link').href ?? ''),
        text: editor.state.doc.textBetween(from, to, ' '),
      },
      hasText: !empty || existing,
      existing,
    })
  }
  const saveLink = ({ href, text }: LinkValues) => {
    const hasText = link?.hasText
    setLink(undefined)
    if (hasText) run((c) => c.extendMarkRange('link').setLink({ href }))
    else run((c) => c.insertContent({ type: 'text', text: text || href, marks: [{ type: 'link', attrs: { href } }] }))
  }
  const removeLink = () => {
    setLink(undefined)
    run((c) => c.extendMarkRange('link').unsetLink())
  }

  return (
    <div className={disabled ? 'rte rte-disabled' : 'rte'} aria-busy={uploading > 0 || undefined}>
      <RichTextToolbar editor={editor} disabled={disabled} onLink={openLink} onImage={() => fileInput.current?.click()}>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          hidden
          className="rte-file"
          data-testid="rte-image-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            event.target.value = '' // the same file may be chosen again
            void uploadImages(files)
          }}
        />
      </RichTextToolbar>
      <div className="rte-body" style={{ height }} onClick={() => !editor.isFocused && editor.commands.focus()}>
        <EditorContent editor={editor} />
        {uploading > 0 && (
          <span className="rte-status" role="status">
            {t('rteImageUploading')}
          </span>
        )}
      </div>
      {link && (
        <LinkDialog
          open
          initial={link.initial}
          hasText={link.hasText}
          onOk={saveLink}
          onRemove={link.existing ? removeLink : undefined}
          onCancel={() => setLink(undefined)}
        />
      )}
    </div>
  )
}
