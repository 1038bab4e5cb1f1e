// The interface's language (issue 25): the browser's on a first visit, then the user's choice; a switch re-renders in
// place, keeps what the user typed, tells the server and <html lang>.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../mocks/node'
import { getInstance } from '../api/http/client'
import { STORAGE_KEYS } from '../utils/storage'
import { browserLanguage, initialLanguage, language, msg, onLanguageChange, setLanguage, text, translate } from '.'
import { LanguageSwitch } from './LanguageSwitch'
import { useT } from './react'

afterEach(async () => {
  await act(() => setLanguage('zh-CN'))
})

describe('the first language', () => {
  it('is the browser’s first preference: any Chinese is 简体中文, anything else English', () => {
    expect(browserLanguage(['zh-CN', 'en'])).toBe('zh-CN')
    expect(browserLanguage(['zh-TW'])).toBe('zh-CN')
    expect(browserLanguage(['zh'])).toBe('zh-CN')
    expect(browserLanguage(['en-GB', 'zh-CN'])).toBe('en')
    expect(browserLanguage(['fr-FR'])).toBe('en')
  })

  it('then the user’s choice, kept in local storage; nonsense there is ignored', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en')
    expect(initialLanguage()).toBe('en')
    localStorage.setItem(STORAGE_KEYS.language, 'zh-CN')
    expect(initialLanguage()).toBe('zh-CN')
    localStorage.setItem(STORAGE_KEYS.language, 'klingon')
    expect(initialLanguage()).toBe(browserLanguage())
  })
})

function Form() {
  const t = useT('common')
  const [name, setName] = useState('')
  return (
    <label>
      {t('languageSwitch')}
      <input value={name} onChange={(e) => setName(e.target.value)} />
    </label>
  )
}

describe('a switch', () => {
  it('re-renders in place, keeps the input, and sets <html lang>, the stored choice and the listeners', async () => {
    const heard: string[] = []
    const stop = onLanguageChange((lang) => heard.push(lang))
    render(
      <>
        <Form />
        <LanguageSwitch />
      </>,
    )
    const input = await screen.findByRole('textbox', { name: '切换界面语言' })
    await userEvent.type(input, '张三')
    const toEnglish = screen.getByRole('button', { name: 'English' })
    expect(toEnglish.querySelector('[lang="en"]')).not.toBeNull()
    await userEvent.click(toEnglish)
    expect(await screen.findByRole('textbox', { name: 'Change the interface language' })).toHaveValue('张三')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en')
    expect(language()).toBe('en')
    expect(heard).toEqual(['en'])
    // The way back names Chinese in Chinese.
    expect(screen.getByRole('button', { name: '简体中文' }).querySelector('[lang="zh-CN"]')).not.toBeNull()
    stop()
  })

  it('a declaration’s Text is looked up when shown, so it follows the switch', async () => {
    const label = msg('common', 'languageSwitch')
    expect(text(label)).toBe('切换界面语言')
    await setLanguage('en')
    expect(text(label)).toBe('Change the interface language')
    expect(translate('common', 'languageSwitch')).toBe('Change the interface language')
    expect(text('data stays as it is')).toBe('data stays as it is')
  })

  it('every call tells the server the language (yudao reads Accept-Language)', async () => {
    const seen: (string | null)[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request.headers.get('accept-language')))
    const instance = await getInstance()
    await instance.get('/system/auth/get-permission-info').catch(() => undefined)
    await setLanguage('en')
    await instance.get('/system/auth/get-permission-info').catch(() => undefined)
    server.events.removeAllListeners()
    expect(seen).toEqual(['zh-CN', 'en'])
  })
})
