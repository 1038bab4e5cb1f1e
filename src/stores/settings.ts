import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { STORAGE_KEYS } from '../utils/storage'

/** spec §9 default theme colour. */
export const DEFAULT_THEME_COLOR = '#409EFF'

export type SideTheme = 'dark' | 'light'

/** Colour scheme of the whole app (issue 12): light, dark, or whatever the system asks for. */
export type ColorScheme = 'light' | 'dark' | 'system'
export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'system']

/**
 * Display preferences (issue 12): saved at once, unlike the layout setting's previews, because public/prefs.js applies
 * them before the first paint of the next load. `care` is the elder-friendly mode (适老化 / 关怀模式).
 */
export interface DisplayPrefs {
  colorScheme: ColorScheme
  care: boolean
}
export const DEFAULT_DISPLAY_PREFS: Readonly<DisplayPrefs> = Object.freeze({ colorScheme: 'system', care: false })

const pickPrefs = (p: Partial<Record<keyof DisplayPrefs, unknown>> | undefined): DisplayPrefs => ({
  colorScheme: COLOR_SCHEMES.includes(p?.colorScheme as ColorScheme) ? (p!.colorScheme as ColorScheme) : DEFAULT_DISPLAY_PREFS.colorScheme,
  care: typeof p?.care === 'boolean' ? p.care : DEFAULT_DISPLAY_PREFS.care,
})

/**
 * What local storage holds under STORAGE_KEYS.layoutSetting (zustand persist wraps it as `{ state, version }`).
 * public/prefs.js reads `state.colorScheme` and `state.care` of this shape before the app loads: change both together
 * (settings.test.ts runs the script against this store's output).
 */
export interface PersistedSettings extends DisplayPrefs {
  saved: LayoutSetting
}
export const SETTINGS_VERSION = 2

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

interface SettingsState extends LayoutSetting, DisplayPrefs {
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
  /** Light / dark / follow the system: applied and saved at once. */
  setColorScheme(scheme: ColorScheme): void
  /** 关怀模式 on or off: applied and saved at once. */
  setCare(care: boolean): void
}

export const useSettings = create<SettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_LAYOUT_SETTING,
      ...DEFAULT_DISPLAY_PREFS,
      showSettings: false,
      saved: { ...DEFAULT_LAYOUT_SETTING },
      change: (key, value) => set({ [key]: value } as Partial<SettingsState>),
      save: () => set({ saved: pickSetting(get()) }),
      // The drawer's colour scheme goes back to 跟随系统 too; 关怀模式 (a header switch) stays as the user set it.
      reset: () => set({ ...DEFAULT_LAYOUT_SETTING, saved: { ...DEFAULT_LAYOUT_SETTING }, colorScheme: DEFAULT_DISPLAY_PREFS.colorScheme }),
      setShowSettings: (showSettings) => set({ showSettings }),
      setColorScheme: (colorScheme) => set({ colorScheme }),
      setCare: (care) => set({ care }),
    }),
    {
      name: STORAGE_KEYS.layoutSetting,
      version: SETTINGS_VERSION,
      storage: createJSONStorage(() => localStorage),
      // Live layout changes are previews; only 保存配置 writes them (yudao's settings panel works the same way).
      partialize: (s): PersistedSettings => ({ saved: s.saved, colorScheme: s.colorScheme, care: s.care }),
      merge: (persisted, current) => {
        const p = persisted as Partial<PersistedSettings> | undefined
        const saved = pickSetting(p?.saved ?? {})
        return { ...current, ...saved, saved, ...pickPrefs(p) }
      },
      migrate: (old, version): PersistedSettings => {
        const o = (old && typeof old === 'object' ? old : {}) as Record<string, unknown>
        // Version 0 was yudao's plain object under the same key: read its fields ('theme-dark' → 'dark').
        if (version === 0) {
          const sideTheme: SideTheme = o.sideTheme === 'theme-light' ? 'light' : 'dark'
          return { saved: pickSetting({ ...(o as Partial<LayoutSetting>), sideTheme }), ...DEFAULT_DISPLAY_PREFS }
        }
        // Version 1 kept only the saved layout: the display preferences start at their defaults.
        return { saved: pickSetting((o.saved as Partial<LayoutSetting>) ?? {}), ...pickPrefs(o) }
      },
    },
  ),
)
