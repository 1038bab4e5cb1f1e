import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { STORAGE_KEYS } from '../utils/storage'

/** spec §9 default theme colour. */
export const DEFAULT_THEME_COLOR = '#409EFF'

export type SideTheme = 'dark' | 'light'

/** Layout setting (spec §3). `showSettings` is the drawer's open state and is never saved. */
export interface LayoutSetting {
  topNav: boolean
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  dynamicTitle: boolean
  sideTheme: SideTheme
  theme: string
}

/** spec §3 defaults: dark side theme, top nav off, tags view on, fixed header off, logo on, dynamic title off, #409EFF. */
export const DEFAULT_LAYOUT_SETTING: Readonly<LayoutSetting> = Object.freeze({
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  sideTheme: 'dark',
  theme: DEFAULT_THEME_COLOR,
})

/** spec §2.3 predefined theme colours. */
export const THEME_COLORS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const

const SETTING_KEYS = Object.keys(DEFAULT_LAYOUT_SETTING) as (keyof LayoutSetting)[]
const pickSetting = (s: Partial<LayoutSetting>): LayoutSetting => {
  const out = { ...DEFAULT_LAYOUT_SETTING } as Record<string, unknown>
  for (const key of SETTING_KEYS) if (s[key] !== undefined && typeof s[key] === typeof DEFAULT_LAYOUT_SETTING[key]) out[key] = s[key]
  return out as unknown as LayoutSetting
}

interface SettingsState extends LayoutSetting {
  /** spec §3 showSettings: the settings drawer is open. Hidden by default. */
  showSettings: boolean
  /** What 保存配置 last wrote: the only part kept in local storage. */
  saved: LayoutSetting
  /** Applies a change live (not saved until `save`). */
  change<K extends keyof LayoutSetting>(key: K, value: LayoutSetting[K]): void
  /** 保存配置: the live setting becomes the saved one. */
  save(): void
  /** 重置配置: back to the spec's defaults, live and saved. */
  reset(): void
  setShowSettings(open: boolean): void
}

export const useSettings = create<SettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_LAYOUT_SETTING,
      showSettings: false,
      saved: { ...DEFAULT_LAYOUT_SETTING },
      change: (key, value) => set({ [key]: value } as Partial<SettingsState>),
      save: () => set({ saved: pickSetting(get()) }),
      reset: () => set({ ...DEFAULT_LAYOUT_SETTING, saved: { ...DEFAULT_LAYOUT_SETTING } }),
      setShowSettings: (showSettings) => set({ showSettings }),
    }),
    {
      name: STORAGE_KEYS.layoutSetting,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Live changes are previews; only 保存配置 writes (yudao's settings panel works the same way).
      partialize: (s) => ({ saved: s.saved }),
      merge: (persisted, current) => {
        const saved = pickSetting((persisted as { saved?: Partial<LayoutSetting> } | undefined)?.saved ?? {})
        return { ...current, ...saved, saved }
      },
      // Version 0 was yudao's plain object under the same key: read its fields ('theme-dark' → 'dark').
      migrate: (old, version) => {
        if (version === 0 && old && typeof old === 'object') {
          const o = old as Partial<LayoutSetting> & { sideTheme?: string }
          return { saved: pickSetting({ ...o, sideTheme: (o.sideTheme as string) === 'theme-light' ? 'light' : 'dark' }) }
        }
        return old as { saved: LayoutSetting }
      },
    },
  ),
)
