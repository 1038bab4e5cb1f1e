/**
 * Reads a diagram file's bytes the way an XML parser would (BOM first, then the XML declaration, else UTF-8), so a
 * name written by a Latin-1, windows-1252 or GBK tool keeps its characters. The result is text whose declaration says
 * UTF-8: what the designer saves is UTF-8, and bpmn-moddle no longer warns about an encoding it can't read.
 */
import { translate } from '../../../i18n'
export interface DecodedXml {
  text: string
  /** The encoding the bytes were read with (the WHATWG name, e.g. "utf-8", "windows-1252", "gbk"). */
  encoding: string
  /** Why the bytes were read differently from what the file declares (in the interface’s language, for the warning list). */
  notes: string[]
}

const DECLARATION = /^\s*<\?xml[^>]*?\bencoding\s*=\s*(["'])([A-Za-z0-9._:-]+)\1/

/** The encoding named in the declaration; the first bytes are ASCII in every encoding we read that way. */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 256))
  return DECLARATION.exec(head)?.[2]
}

function sniff(bytes: Uint8Array): { label: string; bomLength: number } | undefined {
  const [a, b, c] = bytes
  if (a === 0xef && b === 0xbb && c === 0xbf) return { label: 'utf-8', bomLength: 3 }
  if (a === 0xff && b === 0xfe) return { label: 'utf-16le', bomLength: 2 }
  if (a === 0xfe && b === 0xff) return { label: 'utf-16be', bomLength: 2 }
  // UTF-16 without a BOM: "<" followed or preceded by a zero byte
  if (a === 0x3c && b === 0x00) return { label: 'utf-16le', bomLength: 0 }
  if (a === 0x00 && b === 0x3c) return { label: 'utf-16be', bomLength: 0 }
  return undefined
}

function tryDecode(label: string, bytes: Uint8Array, fatal: boolean): { text: string; encoding: string } | undefined {
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(label, { fatal, ignoreBOM: true })
  } catch {
    return undefined // an encoding the browser doesn't know
  }
  try {
    return { text: decoder.decode(bytes), encoding: decoder.encoding }
  } catch {
    return undefined // not valid in that encoding
  }
}

export function decodeXmlBytes(input: ArrayBuffer | Uint8Array): DecodedXml {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input)
  const notes: string[] = []
  const bom = sniff(bytes)
  let decoded: { text: string; encoding: string } | undefined
  if (bom) {
    decoded = tryDecode(bom.label, bytes.subarray(bom.bomLength), false)!
  } else {
    const declared = declaredEncoding(bytes)
    if (declared && !/^utf-?8$/i.test(declared)) {
      decoded = tryDecode(declared, bytes, false)
      if (!decoded) notes.push(translate('bpmn', 'encodingUnknown', { encoding: declared }))
    }
    if (!decoded) {
      decoded = tryDecode('utf-8', bytes, true)
      // Tools that write Latin-1 without saying so: read the bytes as windows-1252 rather than garble them.
      if (!decoded) {
        decoded = tryDecode('windows-1252', bytes, false)!
        notes.push(translate('bpmn', declared ? 'notUtf8Declared' : 'notUtf8Undeclared'))
      }
    }
  }
  return { text: withUtf8Declaration(decoded.text), encoding: decoded.encoding, notes }
}

/** The same text with its declaration (if any) naming UTF-8, and no BOM. */
export function withUtf8Declaration(text: string): string {
  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  return unmarked.replace(
    DECLARATION,
    (match, quote: string, name: string) => match.slice(0, match.length - name.length - 1) + 'UTF-8' + quote,
  )
}
