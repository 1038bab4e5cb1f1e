import DOMPurify from 'dompurify'
import { useMemo } from 'react'

const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'a', 'ul', 'ol', 'li', 'div']
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel']

/** Server HTML through a fixed allow-list (no scripts, handlers, styles or non-http links). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^https?:\/\//i })
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
