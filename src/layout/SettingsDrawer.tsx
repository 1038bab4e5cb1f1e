import { CheckOutlined, SaveOutlined, SettingOutlined, SyncOutlined } from '@ant-design/icons'
import { App, Button, Divider, Drawer, Radio, Switch, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { msg, text, type Text } from '../i18n'
import { useT } from '../i18n/react'
import { THEME_COLORS, useSettings, type ColorScheme, type LayoutSetting, type SideTheme } from '../stores/settings'

/** spec §2.3: the right panel's handle sits 250 px from the top by default. */
export const RIGHT_PANEL_BUTTON_TOP = 250

const SWITCHES: { key: keyof Pick<LayoutSetting, 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle'>; label: Text }[] = [
  { key: 'topNav', label: msg('layout', 'settingTopNav') },
  { key: 'tagsView', label: msg('layout', 'settingTagsView') },
  { key: 'fixedHeader', label: msg('layout', 'settingFixedHeader') },
  { key: 'sidebarLogo', label: msg('layout', 'settingSidebarLogo') },
  { key: 'dynamicTitle', label: msg('layout', 'settingDynamicTitle') },
]

const SIDE_THEMES: { value: SideTheme; label: Text }[] = [
  { value: 'dark', label: msg('layout', 'sideThemeDark') },
  { value: 'light', label: msg('layout', 'sideThemeLight') },
]

/** Issue 12: the app's colour scheme; 跟随系统 follows the system's light or dark preference. */
const COLOR_SCHEME_OPTIONS: { value: ColorScheme; label: Text }[] = [
  { value: 'light', label: msg('layout', 'colorSchemeLight') },
  { value: 'dark', label: msg('layout', 'colorSchemeDark') },
  { value: 'system', label: msg('layout', 'colorSchemeSystem') },
]

/**
 * Right-side panel (spec §2.3): opens on demand, closes on a click outside (the mask), with a handle at `buttonTop`.
 */
export function RightPanel({ open, onClose, buttonTop = RIGHT_PANEL_BUTTON_TOP, children }: { open: boolean; onClose(): void; buttonTop?: number; children: ReactNode }) {
  const t = useT('layout')
  const theme = useSettings((s) => s.theme)
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} closable={false} mask={{ closable: true }} className="right-panel">
      <button type="button" className="right-panel-handle" style={{ top: buttonTop, background: theme }} aria-label={t('settingsClose')} onClick={onClose}>
        <SettingOutlined />
      </button>
      {children}
    </Drawer>
  )
}

/**
 * Settings drawer content (spec §2.3): colour scheme (issue 12), side theme, theme colour, layout switches, 保存配置 and
 * 重置配置. The colour scheme applies and is saved at once (public/prefs.js reads it before the next first paint);
 * the layout setting is a preview until 保存配置.
 */
export function SettingsDrawer() {
  const t = useT('layout')
  const settings = useSettings()
  const { message } = App.useApp()
  return (
    <RightPanel open={settings.showSettings} onClose={() => settings.setShowSettings(false)}>
      <div className="settings-drawer" data-testid="settings-drawer">
        <h3 className="drawer-title" id="color-scheme-title">
          {t('colorScheme')}
        </h3>
        <Radio.Group
          className="setting-color-scheme"
          aria-labelledby="color-scheme-title"
          optionType="button"
          options={COLOR_SCHEME_OPTIONS.map((o) => ({ value: o.value, label: text(o.label) }))}
          value={settings.colorScheme}
          onChange={(e) => settings.setColorScheme(e.target.value as ColorScheme)}
        />
        <Divider />
        <h3 className="drawer-title">{t('sideThemeTitle')}</h3>
        <div className="setting-side-themes">
          {SIDE_THEMES.map((side) => (
            <Tooltip key={side.value} title={text(side.label)}>
              <button
                type="button"
                aria-label={text(side.label)}
                aria-pressed={settings.sideTheme === side.value}
                className={`side-theme-option side-theme-${side.value}`}
                onClick={() => settings.change('sideTheme', side.value)}
              >
                {settings.sideTheme === side.value && <CheckOutlined />}
              </button>
            </Tooltip>
          ))}
        </div>
        <div className="drawer-item">
          <span>{t('themeColor')}</span>
          <div className="theme-colors">
            {THEME_COLORS.map((c) => (
              <button
                key={c}
                type="button"
                className="theme-color"
                style={{ background: c }}
                aria-label={c}
                aria-pressed={settings.theme.toLowerCase() === c.toLowerCase()}
                onClick={() => settings.change('theme', c)}
              >
                {settings.theme.toLowerCase() === c.toLowerCase() && <CheckOutlined />}
              </button>
            ))}
          </div>
        </div>
        <Divider />
        <h3 className="drawer-title">{t('layoutConfig')}</h3>
        {SWITCHES.map(({ key, label }) => (
          <div className="drawer-item" key={key}>
            <span>{text(label)}</span>
            <Switch size="small" aria-label={text(label)} checked={settings[key]} onChange={(v) => settings.change(key, v)} />
          </div>
        ))}
        <Divider />
        <div className="drawer-actions">
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={() => {
              settings.save()
              void message.success(t('settingsSaved'))
            }}
          >
            {t('settingsSave')}
          </Button>
          <Button
            icon={<SyncOutlined />}
            onClick={() => {
              settings.reset()
              void message.success(t('settingsResetDone'))
            }}
          >
            {t('settingsReset')}
          </Button>
        </div>
      </div>
    </RightPanel>
  )
}
