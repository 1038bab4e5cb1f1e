import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from './memoryStorage.testutil'

vi.stubGlobal('localStorage', memoryStorage())
const { useSettings, DEFAULT_LAYOUT_SETTING, THEME_COLORS } = await import('./settings')

const KEY = 'layout-setting'
const live = () => {
  const { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme } = useSettings.getState()
  return { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme }
}

beforeEach(() => {
  useSettings.getState().reset()
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
