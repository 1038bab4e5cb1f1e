/** Saves text as a file through a temporary link. */
export function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

type Json = string | { [key: string]: Json | Json[] }

/** XML → JSON for the "preview as json" action: attributes as `-name`, text as `#text`, repeated tags as arrays. */
export function xmlToJson(xml: string): Json {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  const convert = (node: Element): Json => {
    const out: { [key: string]: Json | Json[] } = {}
    for (const attr of Array.from(node.attributes)) out[`-${attr.name}`] = attr.value
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.ELEMENT_NODE) {
        const el = child as Element
        const value = convert(el)
        const prev = out[el.tagName]
        out[el.tagName] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
      } else if (
        (child.nodeType === Node.TEXT_NODE || child.nodeType === Node.CDATA_SECTION_NODE) &&
        child.textContent?.trim()
      ) {
        out['#text'] = child.textContent.trim()
      }
    }
    const keys = Object.keys(out)
    return keys.length === 1 && keys[0] === '#text' ? (out['#text'] as string) : out
  }
  return { [doc.documentElement.tagName]: convert(doc.documentElement) }
}
