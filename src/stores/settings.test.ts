import { readFileSync } from 'node:fs'
import { createContext, Script } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DARK_QUERY, resolveTheme } from '../utils/displayPrefs'
import { STORAGE_KEYS } from '../utils/storage'
import { browserLanguage } from '../i18n'
import { memoryStorage } from './memoryStorage.testutil'

vi.stubGlobal('localStorage', memoryStorage())
const { useSettings, DEFAULT_LAYOUT_SETTING, THEME_COLORS, COLOR_SCHEMES } = await import('./settings')

const KEY = 'layout-setting'
const live = () => {
  const { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme } = useSettings.getState()
  return { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme }
}

beforeEach(() => {
  useSettings.getState().reset()
  useSettings.getState().setCare(false)
  localStorage.clear()
})

describe('layout settings', () => {
  it("starts with the spec's defaults and the drawer closed", () => {
    expect(DEFAULT_LAYOUT_SETTING).toEqual({
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      sideTheme: 'dark',
      theme: '#409EFF',
    })
    expect(live()).toEqual(DEFAULT_LAYOUT_SETTING)
    expect(useSettings.getState().showSettings).toBe(false)
    expect(THEME_COLORS).toEqual(['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'])
  })

  it('applies changes live but writes them only on 保存配置', async () => {
    useSettings.getState().change('theme', '#f5222d')
    useSettings.getState().change('topNav', true)
    expect(live().theme).toBe('#f5222d')
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{"state":{"saved":{}}}').state.saved.theme).not.toBe('#f5222d')

    useSettings.getState().save()
    expect(JSON.parse(localStorage.getItem(KEY)!).state.saved).toMatchObject({ theme: '#f5222d', topNav: true })

    // A later reload reads the saved setting.
    useSettings.setState({ ...DEFAULT_LAYOUT_SETTING })
    await useSettings.persist.rehydrate()
    expect(live()).toMatchObject({ theme: '#f5222d', topNav: true })
  })

  it('an unsaved change is lost on reload', async () => {
    useSettings.getState().change('sideTheme', 'light')
    await useSettings.persist.rehydrate()
    expect(live().sideTheme).toBe('dark')
  })

  it('重置配置 restores the defaults, live and saved', async () => {
    useSettings.getState().change('tagsView', false)
    useSettings.getState().save()
    useSettings.getState().reset()
    expect(live()).toEqual(DEFAULT_LAYOUT_SETTING)
    await useSettings.persist.rehydrate()
    expect(live()).toEqual(DEFAULT_LAYOUT_SETTING)
  })

  it('never saves the drawer state, and ignores stored fields of the wrong type', async () => {
    useSettings.getState().setShowSettings(true)
    useSettings.getState().save()
    expect(localStorage.getItem(KEY)).not.toContain('showSettings')
    localStorage.setItem(KEY, JSON.stringify({ state: { saved: { tagsView: 'no', theme: '#13c2c2' } }, version: 1 }))
    await useSettings.persist.rehydrate()
    expect(live()).toMatchObject({ tagsView: true, theme: '#13c2c2' })
  })

  it("reads yudao's plain saved object (version 0)", async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { topNav: true, sideTheme: 'theme-light', theme: '#11a983' }, version: 0 }))
    await useSettings.persist.rehydrate()
    expect(live()).toMatchObject({ topNav: true, sideTheme: 'light', theme: '#11a983' })
  })
})

describe('display preferences (issue 12)', () => {
  it('saves the colour scheme and 关怀模式 at once, without 保存配置, and reads them back on reload', async () => {
    useSettings.getState().setColorScheme('dark')
    useSettings.getState().setCare(true)
    const stored = JSON.parse(localStorage.getItem(KEY)!)
    expect(stored).toMatchObject({ version: 2, state: { colorScheme: 'dark', care: true } })

    // a reload: fresh in-memory state, the stored text as it was
    const text = localStorage.getItem(KEY)!
    useSettings.setState({ colorScheme: 'system', care: false })
    localStorage.setItem(KEY, text)
    await useSettings.persist.rehydrate()
    expect(useSettings.getState()).toMatchObject({ colorScheme: 'dark', care: true })
  })

  it('starts following the system with 关怀模式 off, and ignores stored values it does not know', async () => {
    expect(useSettings.getState()).toMatchObject({ colorScheme: 'system', care: false })
    localStorage.setItem(KEY, JSON.stringify({ state: { saved: {}, colorScheme: 'purple', care: 'yes' }, version: 2 }))
    await useSettings.persist.rehydrate()
    expect(useSettings.getState()).toMatchObject({ colorScheme: 'system', care: false })
  })

  it('migrates version 1 (the saved layout only): the layout stays, the preferences start at their defaults', async () => {
    useSettings.setState({ colorScheme: 'dark', care: true })
    localStorage.setItem(KEY, JSON.stringify({ state: { saved: { ...DEFAULT_LAYOUT_SETTING, topNav: true, theme: '#13c2c2' } }, version: 1 }))
    await useSettings.persist.rehydrate()
    expect(live()).toMatchObject({ topNav: true, theme: '#13c2c2' })
    expect(useSettings.getState()).toMatchObject({ colorScheme: 'system', care: false })
    // written back in the new shape
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ version: 2, state: { colorScheme: 'system', care: false, saved: { topNav: true } } })
  })

  it('migrates version 0 straight to the current shape', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { sideTheme: 'theme-light' }, version: 0 }))
    await useSettings.persist.rehydrate()
    expect(useSettings.getState()).toMatchObject({ sideTheme: 'light', colorScheme: 'system', care: false })
  })

  it('重置配置 brings the colour scheme back to 跟随系统 but leaves 关怀模式 alone', () => {
    useSettings.getState().setColorScheme('light')
    useSettings.getState().setCare(true)
    useSettings.getState().reset()
    expect(useSettings.getState()).toMatchObject({ colorScheme: 'system', care: true })
  })
})

describe('public/prefs.js reads what this store writes (first paint before the app, issue 12)', () => {
  const script = new Script(readFileSync(new URL('../../public/prefs.js', import.meta.url), 'utf8'))
  /** Runs the classic script as the browser would, on this test's local storage; returns <html>'s dataset. */
  const runPrefs = (systemDark: boolean) => runDocument(systemDark).dataset
  /** index.html's <template id="session-hints"> (scripts/sessionHints.mjs): links, some for one language only. */
  const HINTS: Record<string, string>[] = [
    { href: 'layout.js' },
    { href: 'app.zh-CN.js', 'data-lang': 'zh-CN' },
    { href: 'app.en.js', 'data-lang': 'en' },
  ]
  /** What prefs.js moved into <head>, by href. */
  let head: string[] = []
  /** What prefs.js wrote into the document (the legacy script's tag, issue 50). */
  let written: string[] = []
  /** The calls prefs.js sent (issue 51): method, URL, headers. */
  let xhrs: SentXhr[] = []
  class SentXhr {
    method = ''
    url = ''
    headers: Record<string, string> = {}
    sent = false
    open(method: string, url: string) {
      Object.assign(this, { method, url })
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value
    }
    send() {
      this.sent = true
      xhrs.push(this)
    }
  }
  /** The browser: today's, or one that lacks some of what the floor and today's browsers have (issue 50). */
  const TODAY = { modules: true, replaceChildren: true, layers: true, structuredClone: true }
  let browser = TODAY
  const runDocument = (systemDark: boolean, languages: string[] = ['zh-CN'], hints: Record<string, string>[] | null = HINTS) => {
    const root = { dataset: {} as Record<string, string>, lang: '', className: '' }
    head = []
    written = []
    xhrs = []
    const template = hints && {
      content: { querySelectorAll: (s: string) => (s === 'link' ? hints.map((a) => ({ a, getAttribute: (n: string) => a[n] ?? null })) : []) },
    }
    const context: Record<string, unknown> = {
      localStorage,
      document: {
        documentElement: root,
        getElementById: (id: string) => (id === 'session-hints' ? template : null),
        head: { appendChild: (link: { a: Record<string, string> }) => head.push(link.a.href) },
        createElement: () => (browser.modules ? { noModule: false } : {}),
        currentScript: { getAttribute: (name: string) => (name === 'data-legacy' ? '/portal/assets/legacy-abc.js' : null) },
        write: (html: string) => written.push(html),
      },
      Element: { prototype: browser.replaceChildren ? { replaceChildren() {} } : {} },
      ...(browser.layers ? { CSSLayerBlockRule: function CSSLayerBlockRule() {} } : {}),
      ...(browser.structuredClone ? { structuredClone } : {}),
      matchMedia: (q: string) => ({ matches: q === DARK_QUERY && systemDark }),
      navigator: { languages, language: languages[0] },
      location: { origin: 'https://portal.example', pathname: '/portal/infra/config', search: '' },
      XMLHttpRequest: SentXhr,
    }
    context.window = context
    script.runInContext(createContext(context))
    sentAhead = context.__startupCalls as typeof sentAhead
    return root
  }
  /** What prefs.js left for the request layer (src/api/http/startupCalls.ts). */
  let sentAhead: { address: string; calls: { url: string; token: string; headers: Record<string, string>; xhr: SentXhr }[] } | undefined

  it('sets <html lang> as the app will (issue 25): the stored choice, else the browser’s first preference', () => {
    for (const [languages, stored, lang] of [
      [['zh-CN'], null, 'zh-CN'],
      [['zh-TW', 'en'], null, 'zh-CN'],
      [['en-US', 'zh-CN'], null, 'en'],
      [['fr'], null, 'en'],
      [['zh-CN'], 'en', 'en'],
      [['en-US'], 'zh-CN', 'zh-CN'],
      [['en-US'], 'klingon', 'en'],
    ] as const) {
      if (stored) localStorage.setItem(STORAGE_KEYS.language, stored)
      else localStorage.removeItem(STORAGE_KEYS.language)
      expect(runDocument(false, [...languages]).lang, `${languages} / ${stored}`).toBe(lang)
      expect(lang).toBe(stored === 'en' || stored === 'zh-CN' ? stored : browserLanguage([...languages]))
    }
  })

  it('asks for the session’s first chunks from <head> when there is a session, in its language’s (issue 23)', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    runDocument(false, ['zh-CN'])
    expect(head).toEqual(['layout.js', 'app.zh-CN.js'])
    localStorage.setItem(STORAGE_KEYS.language, 'en')
    runDocument(false, ['zh-CN'])
    expect(head).toEqual(['layout.js', 'app.en.js'])
  })

  it('asks for nothing without a session (the entrance must not wait for the layout) or without hints (npm start)', () => {
    runDocument(false)
    expect(head).toEqual([])
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    expect(runDocument(true, ['en'], null).dataset).toEqual({ theme: 'dark' })
    expect(head).toEqual([])
  })

  describe('the browsers of the floor (issue 50)', () => {
    afterEach(() => {
      browser = TODAY
    })

    it('today’s browser asks for nothing more and is not marked', () => {
      expect(runDocument(false).className).toBe('')
      expect(written).toEqual([])
    })

    it('a browser of the floor without cascade layers or structuredClone (Chromium 86–98) runs the legacy script first', () => {
      for (const lacking of [{ layers: false }, { structuredClone: false }]) {
        browser = { ...TODAY, ...lacking }
        expect(runDocument(false).className).toBe('')
        expect(written).toEqual(['<script src="/portal/assets/legacy-abc.js"></script>'])
      }
    })

    it('below the floor (no ES modules: IE; no replaceChildren: Chromium < 86) the page says so and loads nothing', () => {
      for (const lacking of [{ modules: false }, { replaceChildren: false }]) {
        browser = { ...TODAY, layers: false, ...lacking }
        expect(runDocument(false).className).toBe(' browser-too-old')
        expect(written).toEqual([])
      }
    })
  })

  it('uses the store\'s storage key', () => {
    expect(STORAGE_KEYS.layoutSetting).toBe(KEY)
    expect(readFileSync(new URL('../../public/prefs.js', import.meta.url), 'utf8')).toContain(`var KEY = '${STORAGE_KEYS.layoutSetting}'`)
    expect(readFileSync(new URL('../../public/prefs.js', import.meta.url), 'utf8')).toContain(`localStorage.getItem('${STORAGE_KEYS.language}')`)
    expect(readFileSync(new URL('../../public/prefs.js', import.meta.url), 'utf8')).toContain(`localStorage.getItem('${STORAGE_KEYS.accessToken}')`)
  })

  it.each(COLOR_SCHEMES.flatMap((scheme) => [false, true].flatMap((systemDark) => [false, true].map((care) => ({ scheme, systemDark, care })))))(
    'scheme $scheme, system dark $systemDark, care $care: the same theme as the app',
    ({ scheme, systemDark, care }) => {
      useSettings.getState().setColorScheme(scheme)
      useSettings.getState().setCare(care)
      const dataset = runPrefs(systemDark)
      expect(dataset.theme).toBe(resolveTheme(scheme, systemDark))
      expect(dataset.care).toBe(care ? '1' : undefined)
    },
  )

  it('falls back to the defaults (follow the system, care off) on nothing stored or unreadable data', () => {
    expect(runPrefs(true)).toEqual({ theme: 'dark' })
    localStorage.setItem(KEY, '{not json')
    expect(runPrefs(false)).toEqual({ theme: 'light' })
  })

  describe('a reload sends the calls its start-up made last time at this address (issue 51)', () => {
    const ROWS = 'https://portal.example/admin-api/infra/config/page?pageNo=1&pageSize=20'
    const INFO = 'https://portal.example/admin-api/system/auth/get-permission-info'
    const HEADERS = { 'tenant-id': '1', 'X-Client-Tag': 'sme-portal', 'Accept-Language': 'zh-CN' }
    const remember = (calls: Record<string, { url: string; headers: Record<string, string> }[]>) =>
      localStorage.setItem(STORAGE_KEYS.startupCalls, JSON.stringify(calls))

    it('with a session: the remembered GETs, with its token and the headers the app sent, left for the request layer', () => {
      localStorage.setItem(STORAGE_KEYS.accessToken, 'token-a')
      remember({ '/portal/infra/config': [{ url: INFO, headers: HEADERS }, { url: ROWS, headers: HEADERS }], '/portal/system/dict': [{ url: INFO, headers: HEADERS }] })
      runDocument(false)
      expect(xhrs.map((x) => [x.method, x.url])).toEqual([
        ['GET', INFO],
        ['GET', ROWS],
      ])
      expect(xhrs[1].headers).toMatchObject({ ...HEADERS, Authorization: 'Bearer token-a' })
      expect(xhrs[1].headers['trace-id']).toMatch(/^[0-9a-f]{32}$/)
      expect(sentAhead?.address).toBe('/portal/infra/config')
      expect(sentAhead?.calls.map((c) => [c.url, c.token, c.xhr])).toEqual([
        [INFO, 'token-a', xhrs[0]],
        [ROWS, 'token-a', xhrs[1]],
      ])
    })

    it('nothing without a session, without a memory for this address, or for another origin', () => {
      remember({ '/portal/infra/config': [{ url: ROWS, headers: HEADERS }] })
      runDocument(false)
      expect(xhrs).toEqual([])
      localStorage.setItem(STORAGE_KEYS.accessToken, 'token-a')
      remember({ '/portal/system/dict': [{ url: ROWS, headers: HEADERS }] })
      runDocument(false)
      expect(xhrs).toEqual([])
      remember({ '/portal/infra/config': [{ url: 'https://elsewhere.example/admin-api/x', headers: HEADERS }, { url: '//elsewhere.example/x', headers: HEADERS }] })
      runDocument(false)
      expect(xhrs).toEqual([])
      localStorage.setItem(STORAGE_KEYS.startupCalls, '{not json')
      expect(runDocument(false).dataset).toEqual({ theme: 'light' })
      expect(xhrs).toEqual([])
    })

    it('uses the app’s storage key', () => {
      expect(readFileSync(new URL('../../public/prefs.js', import.meta.url), 'utf8')).toContain(`localStorage.getItem('${STORAGE_KEYS.startupCalls}')`)
    })
  })
})
