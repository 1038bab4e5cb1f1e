/**
 * bpmn-moddle reads `<ot:info ot:owner="QA">` (a vendor element it has no descriptor for) with the attribute's prefix,
 * but writes it back as `owner="QA"`: it strips an attribute's prefix when it equals its element's namespace. For XML
 * that is another attribute (no namespace), so the vendor's tool would lose it. These helpers note such attributes
 * after parsing and put the prefix back into the saved text.
 */
type Moddle = {
  $type?: string
  $descriptor?: {
    isGeneric?: boolean
    ns?: { prefix?: string }
    properties?: { name: string; isAttr?: boolean; isReference?: boolean; type: string }[]
  }
  $children?: Moddle[]
  [key: string]: unknown
}

const PRIMITIVE = new Set(['String', 'Boolean', 'Integer', 'Real'])

/** Element qname → local names of its own-prefix attributes; null when the same name also appears unprefixed. */
export type PrefixedAttributes = Map<string, Map<string, boolean>>

export function collectPrefixedAttributes(definitions: unknown): PrefixedAttributes {
  const found: PrefixedAttributes = new Map()
  const seen = new Set<object>()
  const visit = (el: unknown) => {
    if (!el || typeof el !== 'object' || seen.has(el)) return
    seen.add(el)
    const e = el as Moddle
    const d = e.$descriptor
    if (d?.isGeneric && e.$type) {
      const prefix = d.ns?.prefix
      for (const key of Object.keys(e)) {
        if (key.startsWith('$')) continue
        const [p, local] = key.includes(':') ? key.split(':', 2) : [undefined, key]
        if (p && p !== prefix) continue
        const attrs = found.get(e.$type) ?? new Map<string, boolean>()
        // unprefixed and prefixed both present: can't tell them apart in the output, leave as written
        attrs.set(local, p ? attrs.get(local) !== false : false)
        found.set(e.$type, attrs)
      }
      e.$children?.forEach(visit)
      return
    }
    for (const prop of d?.properties ?? []) {
      if (prop.isAttr || prop.isReference || PRIMITIVE.has(prop.type)) continue
      const v = e[prop.name]
      if (Array.isArray(v)) v.forEach(visit)
      else visit(v)
    }
  }
  visit(definitions)
  for (const [type, attrs] of found) {
    for (const [name, prefixed] of attrs) if (!prefixed) attrs.delete(name)
    if (!attrs.size) found.delete(type)
  }
  return found
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Puts the noted prefixes back on those elements' attributes in saved XML. */
export function restorePrefixes(xml: string, noted: PrefixedAttributes): string {
  let out = xml
  for (const [type, attrs] of noted) {
    const prefix = type.slice(0, type.indexOf(':') + 1)
    const names = [...attrs.keys()].map(escape).join('|')
    const attr = new RegExp(`(\\s)(${names})(\\s*=)`, 'g')
    out = out.replace(new RegExp(`<${escape(type)}(\\s[^>]*)>`, 'g'), (tag) => tag.replace(attr, `$1${prefix}$2$3`))
  }
  return out
}
