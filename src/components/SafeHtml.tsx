import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import './safeHtml.css'

// What the rich-text editor writes (src/components/richText) is kept: headings, strike-through (`s`) and images.
// prettier-ignore
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'a', 'ul', 'ol', 'li', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img']
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt']
const HTTP_URL = /^https?:\/\//i

// An image only from an http(s) address: DOMPurify also lets `data:` through on an img's src (its DATA_URI_TAGS,
// which no option narrows), and an img left without a source is dropped whole. Only SafeHtml uses DOMPurify's
// default instance, so these hooks change nothing else.
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'src' && !HTTP_URL.test(data.attrValue.trim())) data.keepAttr = false
})
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove()
})

/**
 * Inline event handler attributes renamed before parsing. Chromium checks an `on…=` attribute against the page's CSP
 * as the parser creates it, even in DOMPurify's inert document, and reports a violation (issue 11: zero on the app's
 * own journeys, hostile messages included). DOMPurify drops the renamed attribute like any other; it stays the
 * sanitiser, this only keeps the browser from seeing a handler. A tag this pattern misreads (a `>` inside a quoted
 * value) only brings the report back: nothing runs either way.
 */
const HANDLER_ATTRIBUTE = /([\s/"'])on([a-z]+\s*=)/gi
const withoutHandlers = (html: string) =>
  html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1data-blocked-on$2'))

/** Server HTML through a fixed allow-list (no scripts, handlers, styles, or links and images other than http(s)). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(withoutHandlers(html), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: HTTP_URL,
    // Not addresses: without this DOMPurify tests them against ALLOWED_URI_REGEXP too, and dropped every link's
    // target="_blank" and rel (the editor writes both, so a notice's link opens beside the app, not instead of it).
    ADD_URI_SAFE_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
  })
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html])
  return <div className={className ? `safe-html ${className}` : 'safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />
}
