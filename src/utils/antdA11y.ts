import { onLanguageChange, translate } from '../i18n'

/**
 * Repairs of antd's markup that its props can't reach (issue 12: axe-core, WCAG 2.1 AA). One observer for the whole
 * document, so portalled popups and kept-alive pages are covered too. Each repair says which antd part it is for.
 */
/** Marks an accessible name given by a repair below: renamed in the new language after a switch. */
const NAMED_HERE = 'data-a11y-named'

const REPAIRS: { selector: string; apply(el: Element): void }[] = [
  {
    // Table with a fixed column: rc-table's hidden measuring row clones the column titles, so the 全选 checkbox has a
    // focusable copy inside aria-hidden="true" (axe aria-hidden-focus). `inert` takes the copy out of the tab order.
    // antd: no upstream issue found (searched ant-design issues: "table measure row aria-hidden checkbox", "ant-table-measure-row aria-hidden focusable"); titles entered the row with react-component/table#1331, and react-component/table#1346 (measure row a11y) was closed unmerged.
    selector: '.ant-table-measure-row',
    apply: (el) => {
      if (!el.hasAttribute('inert')) el.setAttribute('inert', '')
    },
  },
  {
    // Editable-card tabs: each close button sits beside its role="tab" inside the tablist, where only tabs may be
    // (axe aria-required-children; react-component/tabs#809, ant-design/ant-design#53585). It stays for the mouse; the
    // keyboard closes the focused tab with Delete (rc-tabs), which the tab announces through aria-keyshortcuts. The
    // overflow button (…) is a mouse shortcut to tabs the arrow keys reach anyway.
    selector: '.ant-tabs-editable .ant-tabs-tab-remove, .ant-tabs-nav-more',
    apply: (el) => {
      if (el.getAttribute('aria-hidden') !== 'true') el.setAttribute('aria-hidden', 'true')
      if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1')
      const tab = el.classList.contains('ant-tabs-tab-remove') && el.parentElement?.querySelector('[role=tab]')
      if (tab && tab.getAttribute('aria-keyshortcuts') !== 'Delete') tab.setAttribute('aria-keyshortcuts', 'Delete')
    },
  },
  {
    // A table with a fixed height scrolls inside .ant-table-body: keyboard users scroll it once it has the focus
    // (axe scrollable-region-focusable, WCAG 2.1.1), e.g. the notification popover's list.
    // antd: ant-design/ant-design#17643 (keyboard can't scroll a Table's scroll area; react-component/table#360 added a tabIndex that @rc-component/table no longer renders; see also #53819)
    selector: '.ant-table-body',
    apply: (el) => {
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
    },
  },
  {
    // Icon-only buttons antd draws itself, named by their icon's English file name until the icons became decorative
    // (scripts/decorativeIcons.mjs): give them their Chinese names (axe button-name). Pagination's page steps take
    // the title antd's zh_CN locale puts on their item (上一页 / 下一页).
    // antd: no upstream issue found (searched ant-design issues: "pagination prev next button accessible name", "Pagination button-name prev next icon", "Input.Search button missing aria-label").
    selector: '.ant-pagination-prev > button, .ant-pagination-next > button, .ant-input-search-btn',
    apply: (el) => {
      // A name given here is given again (a language switch); one antd or the page gave stays.
      if ((el.hasAttribute('aria-label') && !el.hasAttribute(NAMED_HERE)) || el.textContent?.trim()) return
      const name = el.classList.contains('ant-input-search-btn') ? translate('common', 'search') : el.parentElement?.getAttribute('title')
      if (name && el.getAttribute('aria-label') !== name) el.setAttribute('aria-label', name)
      if (name) el.setAttribute(NAMED_HERE, '')
    },
  },
]

function repair(root: ParentNode) {
  for (const { selector, apply } of REPAIRS) {
    if (root instanceof Element && root.matches(selector)) apply(root)
    root.querySelectorAll(selector).forEach(apply)
  }
}

/** Applies the repairs now and to everything added or re-rendered later; returns the stop function. */
export function watchAntdA11y(root: HTMLElement = document.body): () => void {
  repair(root)
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') repair(r.target as Element)
      else r.addedNodes.forEach((n) => n instanceof Element && repair(n))
    }
  })
  // React re-sets the close button's tabindex when the active tab changes.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] })
  const unlisten = onLanguageChange(() => repair(root)) // the names given here, in the new language
  return () => {
    observer.disconnect()
    unlisten()
  }
}
