// Both languages say everything (issue 25): the same keys in every namespace (the typecheck enforces it for the files,
// this checks what the bundles load), no empty message, the same arguments, and every message compiles.
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Group } from '../i18n'
import { GROUP_OF, GROUPS } from '.'

type Bundle = Record<string, Record<string, string>>
const load = async (group: Group, lang: (typeof LANGUAGES)[number]) => (await GROUPS[group][lang]()).default as Bundle

/** The ICU arguments a message uses: `{name}`, `{count, plural, …}` → name, count. */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort()

describe('the catalogues', () => {
  for (const group of Object.keys(GROUPS) as Group[]) {
    it(`${group}: every key in both languages, none empty, the same arguments, each message compiles`, async () => {
      const [zh, en] = await Promise.all([load(group, 'zh-CN'), load(group, 'en')])
      expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
      for (const ns of Object.keys(zh)) {
        expect(GROUP_OF[ns as keyof typeof GROUP_OF], `${ns} is loaded with its group`).toBe(group)
        expect(Object.keys(en[ns]).sort(), `${ns}: keys`).toEqual(Object.keys(zh[ns]).sort())
        for (const [key, chinese] of Object.entries(zh[ns])) {
          const english = en[ns][key]
          expect(chinese.trim(), `${ns}.${key} (zh-CN) is empty`).not.toBe('')
          expect(english.trim(), `${ns}.${key} (en) is empty`).not.toBe('')
          expect(argumentsOf(english), `${ns}.${key}: arguments`).toEqual(argumentsOf(chinese))
          expect(() => compileMessage(chinese), `${ns}.${key} (zh-CN) compiles`).not.toThrow()
          expect(() => compileMessage(english), `${ns}.${key} (en) compiles`).not.toThrow()
          expect(english, `${ns}.${key} (en) has Chinese in it`).not.toMatch(/[\u4e00-\u9fff]/)
        }
      }
    })
  }

  it('every namespace belongs to a group that loads it', async () => {
    const loaded = new Set<string>()
    for (const group of Object.keys(GROUPS) as Group[]) for (const ns of Object.keys(await load(group, 'zh-CN'))) loaded.add(ns)
    expect([...loaded].sort()).toEqual(Object.keys(GROUP_OF).sort())
  })
})
