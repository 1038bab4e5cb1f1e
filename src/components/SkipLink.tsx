import { useT } from '../i18n/react'
import './skipLink.css'

/** The id of the element the skip link jumps to: the main content of the shell and of the portal's open pages. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * "跳到主要内容" (WCAG 2.4.1 bypass blocks, issue 12): the first Tab stop of the page, shown when focused. It moves the
 * focus itself instead of following '#main-content', so the router's URL (and the tab it names) stays as it is.
 */
export function SkipLink() {
  const t = useT('common')
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        const main = document.getElementById(MAIN_CONTENT_ID)
        if (!main) return
        e.preventDefault()
        main.focus()
        main.scrollIntoView({ block: 'start' })
      }}
    >
      {t('skipToMain')}
    </a>
  )
}
