/**
 * Every stylesheet of the app becomes its `.legacy.css` twin (scripts/legacyBrowsers.mjs), which the floor's parser
 * reads as today's browsers read the original: those index.html links, those the session hints put in <head> and those
 * the build's loader adds for a lazy chunk. A link is switched as soon as it is in the document; its first request is
 * dropped (only on the floor's browsers), and its load event — which the loader waits for — comes from the twin.
 */
const APP_STYLESHEET = /\/assets\/[^/?#]+(?<!\.legacy)\.css$/

function switchLink(node: Node) {
  if (!(node instanceof HTMLLinkElement)) return
  const href = node.getAttribute('href')
  if (!href || !APP_STYLESHEET.test(href)) return
  const rel = node.getAttribute('rel')
  const stylesheet = rel === 'stylesheet' || (rel === 'preload' && node.getAttribute('as') === 'style')
  if (stylesheet) node.setAttribute('href', href.replace(/\.css$/, '.legacy.css'))
}

export function switchToLegacyStylesheets(document: Document) {
  document.querySelectorAll('link').forEach(switchLink)
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(switchLink)
  }).observe(document.documentElement, { childList: true, subtree: true })
}
