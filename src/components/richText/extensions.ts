/**
 * What the editor can write, and so what it can hold: exactly what SafeHtml keeps (paragraphs, h1–h4, bold, italic,
 * underline, strike-through, lists, http(s) links and images). Whatever a paste or a stored value brings beyond that,
 * ProseMirror's schema drops while parsing (scripts, handlers, styles, tables, code).
 */
import type { Extensions } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import { Placeholder } from '@tiptap/extensions'
import StarterKit from '@tiptap/starter-kit'

export const HTTP_URL = /^https?:\/\/\S+$/i
export const HEADING_LEVELS = [1, 2, 3, 4] as const

/** An image only from an http(s) address (a pasted `<img src=x>` or a data: URL is not one: it is dropped). */
const HttpImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (img) => (HTTP_URL.test(img.getAttribute('src') ?? '') ? null : false) }]
  },
  addAttributes() {
    // No width/height: SafeHtml would drop them, so the editor would show what the reader never sees.
    return { src: { default: null }, alt: { default: null }, title: { default: null } }
  },
})

export function editorExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // Not in SafeHtml's allow-list, so typing "> " or "```" must not make them.
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: [],
        isAllowedUri: (url) => HTTP_URL.test(url),
        shouldAutoLink: (url) => HTTP_URL.test(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
      },
    }),
    HttpImage.configure({ allowBase64: false }),
    Placeholder.configure({ placeholder }),
  ]
}
