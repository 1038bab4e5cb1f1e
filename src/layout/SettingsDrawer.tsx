import { CheckOutlined, SaveOutlined, SettingOutlined, SyncOutlined } from '@ant-design/icons'
import { App, Button, Divider, Drawer, Radio, Switch, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { THEME_COLORS, useSettings, type ColorScheme, type LayoutSetting, type SideTheme } from '../stores/settings'

/** spec §2.3: the right panel's handle sits 250 px from the top by default. */
export const RIGHT_PANEL_BUTTON_TOP = 250

const SWITCHES: { key: keyof Pick<LayoutSetting, 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle'>; label: string }[] = [
  { key: 'topNav', label: '开启 TopNav' },
  { key: 'tagsView', label: '开启 Tags-Views' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'sidebarLogo', label: '显示 Logo' },
  { key: 'dynamicTitle', label: '动态标题' },
]

const SIDE_THEMES: { value: SideTheme; label: string }[] = [
  { value: 'dark', label: '暗色主题' },
  { value: 'light', label: '亮色主题' },
]

/** Issue 12: the app's colour scheme; 跟随系统 follows the system's light or dark preference. */
const COLOR_SCHEME_OPTIONS: { value: ColorScheme; label: string }[] = [
  { value: 'light', label: '浅色' },
  { value: 'dark', label: '深色' },
  { value: 'system', label: '跟随系统' },
]

/**
 * Right-side panel (spec §2.3): opens on demand, closes on a click outside (the mask), with a handle at `buttonTop`.
 */
export function RightPanel({ open, onClose, buttonTop = RIGHT_PANEL_BUTTON_TOP, children }: { open: boolean; onClose(): void; buttonTop?: number; children: ReactNode }) {
  const theme = useSettings((s) => s.theme)
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} closable={false} mask={{ closable: true }} className="right-panel">
      <button type="button" className="right-panel-handle" style={{ top: buttonTop, background: theme }} aria-label="关闭布局设置" onClick={onClose}>
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
  const settings = useSettings()
  const { message } = App.useApp()
  return (
    <RightPanel open={settings.showSettings} onClose={() => settings.setShowSettings(false)}>
      <div className="settings-drawer" data-testid="settings-drawer">
        <h3 className="drawer-title" id="color-scheme-title">颜色模式</h3>
        <Radio.Group
          className="setting-color-scheme"
          aria-labelledby="color-scheme-title"
          optionType="button"
          options={COLOR_SCHEME_OPTIONS}
          value={settings.colorScheme}
          onChange={(e) => settings.setColorScheme(e.target.value as ColorScheme)}
        />
        <Divider />
        <h3 className="drawer-title">主题风格设置</h3>
        <div className="setting-side-themes">
          {SIDE_THEMES.map((t) => (
            <Tooltip key={t.value} title={t.label}>
              <button
                type="button"
                aria-label={t.label}
                aria-pressed={settings.sideTheme === t.value}
                className={`side-theme-option side-theme-${t.value}`}
                onClick={() => settings.change('sideTheme', t.value)}
              >
                {settings.sideTheme === t.value && <CheckOutlined />}
              </button>
            </Tooltip>
          ))}
        </div>
        <div className="drawer-item">
          <span>主题颜色</span>
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
        <h3 className="drawer-title">系统布局配置</h3>
        {SWITCHES.map(({ key, label }) => (
          <div className="drawer-item" key={key}>
            <span>{label}</span>
            <Switch size="small" aria-label={label} checked={settings[key]} onChange={(v) => settings.change(key, v)} />
          </div>
        ))}
        <Divider />
        <div className="drawer-actions">
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={() => {
              settings.save()
              void message.success('保存成功')
            }}
          >
            保存配置
          </Button>
          <Button
            icon={<SyncOutlined />}
            onClick={() => {
              settings.reset()
              void message.success('已恢复默认配置')
            }}
          >
            重置配置
          </Button>
        </div>
      </div>
    </RightPanel>
  )
}
