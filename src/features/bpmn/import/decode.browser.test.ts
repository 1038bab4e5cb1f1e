import { describe, expect, it } from 'vitest'
import { decodeXmlBytes, withUtf8Declaration } from './decode'

const decl = (enc: string) => `<?xml version="1.0" encoding="${enc}"?>`
const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))
const utf16 = (s: string, le: boolean) => {
  const out = new Uint8Array(s.length * 2)
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    out[i * 2 + (le ? 0 : 1)] = c & 0xff
    out[i * 2 + (le ? 1 : 0)] = c >> 8
  }
  return out
}
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]))
const body = '<definitions name="X"/>'

describe('decodeXmlBytes', () => {
  it('reads ISO-8859-1 and windows-1252 by their declaration and declares UTF-8 instead', () => {
    const a = decodeXmlBytes(latin1(`${decl('ISO-8859-1')}<task name="Prüfung für Änderung"/>`))
    expect(a.text).toBe(`${decl('UTF-8')}<task name="Prüfung für Änderung"/>`)
    // 0x80 is € and 0x93/0x94 are typographic quotes in windows-1252
    const b = decodeXmlBytes(
      concat(latin1(`${decl('windows-1252')}<task name="`), Uint8Array.of(0x80, 0x93, 0x41, 0x94), latin1('"/>')),
    )
    expect(b.text).toContain('name="€“A”"')
    expect(b.encoding).toBe('windows-1252')
    expect(b.notes).toEqual([])
  })

  it('reads GBK and GB18030 (what Chinese tools write)', () => {
    // 部门 in GBK: B2BF C3C5
    const bytes = concat(latin1(`${decl('GBK')}<task name="`), Uint8Array.of(0xb2, 0xbf, 0xc3, 0xc5), latin1('"/>'))
    expect(decodeXmlBytes(bytes).text).toBe(`${decl('UTF-8')}<task name="部门"/>`)
    const b = concat(latin1(`${decl('GB18030')}<task name="`), Uint8Array.of(0xb2, 0xbf, 0xc3, 0xc5), latin1('"/>'))
    expect(decodeXmlBytes(b).text).toContain('name="部门"')
  })

  it('follows a BOM over the declaration: UTF-8, UTF-16 LE and BE; UTF-16 without a BOM too', () => {
    const text = `${decl('UTF-16')}<task name="审批 ✓"/>`
    const u8 = decodeXmlBytes(
      concat(Uint8Array.of(0xef, 0xbb, 0xbf), new TextEncoder().encode(`${decl('UTF-8')}${body}`)),
    )
    expect(u8.text).toBe(`${decl('UTF-8')}${body}`)
    expect(u8.text.charCodeAt(0)).not.toBe(0xfeff)
    for (const le of [true, false]) {
      const bom = le ? Uint8Array.of(0xff, 0xfe) : Uint8Array.of(0xfe, 0xff)
      expect(decodeXmlBytes(concat(bom, utf16(text, le))).text).toBe(`${decl('UTF-8')}<task name="审批 ✓"/>`)
      expect(decodeXmlBytes(utf16(text, le)).encoding).toBe(le ? 'utf-16le' : 'utf-16be')
    }
  })

  it('reads undeclared files as UTF-8, and bytes that are not UTF-8 as windows-1252 with a note', () => {
    expect(decodeXmlBytes(new TextEncoder().encode('<a name="中文"/>')).text).toBe('<a name="中文"/>')
    const bad = decodeXmlBytes(latin1('<a name="Café"/>'))
    expect(bad.text).toBe('<a name="Café"/>')
    expect(bad.notes[0]).toContain('已按 windows-1252 读取')
  })

  it('reads an encoding the browser does not know as UTF-8 and says so', () => {
    const r = decodeXmlBytes(new TextEncoder().encode(`${decl('x-made-up')}${body}`))
    expect(r.text).toBe(`${decl('UTF-8')}${body}`)
    expect(r.notes).toEqual(['文件声明的编码 x-made-up 无法识别，已按 UTF-8 读取'])
  })
})

describe('withUtf8Declaration', () => {
  it('rewrites only the declaration, in either quote style, and leaves text without one alone', () => {
    expect(withUtf8Declaration("<?xml version='1.0' encoding='gbk' standalone='yes'?><a encoding=\"gbk\"/>")).toBe(
      "<?xml version='1.0' encoding='UTF-8' standalone='yes'?><a encoding=\"gbk\"/>",
    )
    expect(withUtf8Declaration(body)).toBe(body)
  })
})
