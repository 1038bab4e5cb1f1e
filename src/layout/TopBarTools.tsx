import {
  DownOutlined,
  FontSizeOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  GithubOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons'
import { App, Avatar, Dropdown, Tooltip } from 'antd'
import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import screenfull from 'screenfull'
import { CareToggle } from '../components/CareToggle'
import { clearUserFormDrafts } from '../components/crud/formDraft'
import { LanguageSwitch } from '../i18n/LanguageSwitch'
import { useT } from '../i18n/react'
import { LAYOUT_SIZES, useApp, type LayoutSize } from '../stores/app'
import { usePermission } from '../stores/permission'
import { useSession } from '../stores/session'
import { useSettings } from '../stores/settings'
import { openExternal } from '../utils/url'
import { HeaderSearch } from './HeaderSearch'
import { NotifyBell } from './NotifyBell'

/** The source and documentation links of the top bar (spec §2.3). */
export const SOURCE_URL = 'https://github.com/YunaiV/ruoyi-vue-pro'
export const DOCS_URL = 'https://doc.iocoder.cn/'

function IconButton({ title, onClick, children }: { title: string; onClick?: () => void; children: ReactNode }) {
  return (
    <Tooltip title={title} placement="bottom">
      <button type="button" className="navbar-icon" aria-label={title} onClick={onClick}>
        {children}
      </button>
    </Tooltip>
  )
}

function FullscreenToggle() {
  const t = useT('layout')
  const { message } = App.useApp()
  const [full, setFull] = useState(false)
  useEffect(() => {
    if (!screenfull.isEnabled) return
    const onChange = () => setFull(screenfull.isFullscreen)
    screenfull.on('change', onChange)
    return () => screenfull.off('change', onChange)
  }, [])
  return (
    <IconButton
      title={full ? t('fullscreenExit') : t('fullscreen')}
      onClick={() => {
        if (!screenfull.isEnabled) return void message.warning(t('fullscreenUnsupported'))
        void screenfull.toggle()
      }}
    >
      {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </IconButton>
  )
}

function SizeSelect() {
  const t = useT('layout')
  const { message } = App.useApp()
  const size = useApp((s) => s.size)
  const setSize = useApp((s) => s.setSize)
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LAYOUT_SIZES.map((s) => ({ key: s.value, label: s.label, disabled: s.value === size })),
        // antd re-renders every page from the ConfigProvider, so no /redirect round trip is needed to apply it.
        onClick: ({ key }) => {
          setSize(key as LayoutSize)
          void message.success(t('layoutSizeChanged'))
        },
      }}
    >
      <span>
        <IconButton title={t('layoutSize')}>
          <FontSizeOutlined />
        </IconButton>
      </span>
    </Dropdown>
  )
}

function AvatarMenu() {
  const t = useT('layout')
  const { modal } = App.useApp()
  const navigate = useNavigate()
  const user = useSession((s) => s.user)
  const logout = useSession((s) => s.logout)
  const setShowSettings = useSettings((s) => s.setShowSettings)
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', label: t('profile') },
          { key: 'settings', label: t('layoutSettings') },
          { type: 'divider' },
          { key: 'logout', label: t('logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/user/profile')
          else if (key === 'settings') setShowSettings(true)
          else
            modal.confirm({
              title: t('logoutTitle'),
              content: t('logoutConfirm'),
              okText: t('ok'),
              cancelText: t('cancel'),
              onOk: async () => {
                await logout()
                clearUserFormDrafts() // 退出登录 on a shared desktop keeps nobody's input (issue 51); an expiry keeps it
                usePermission.getState().reset()
                navigate('/index')
              },
            })
        },
      }}
    >
      <button type="button" className="avatar-wrapper" data-testid="avatar-menu">
        {/* The nickname beside it names the button: the picture is decoration. */}
        <Avatar size={32} src={user?.avatar} alt="" />
        <span className="user-nickname">{user?.nickname}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  )
}

/**
 * The top bar's tools (spec §2.3): search, source and docs links, fullscreen, size, 关怀模式, language, the bell and the
 * avatar's menu. On mobile the search, links, fullscreen and size icons are hidden. Their code comes after the
 * start-up's first paint (TopBar).
 */
export default function TopBarTools({ mobile }: { mobile: boolean }) {
  const t = useT('layout')
  return (
    <>
      {!mobile && (
        <>
          <HeaderSearch />
          <IconButton title={t('sourceCode')} onClick={() => openExternal(SOURCE_URL)}>
            <GithubOutlined />
          </IconButton>
          <IconButton title={t('docs')} onClick={() => openExternal(DOCS_URL)}>
            <QuestionCircleOutlined />
          </IconButton>
          <FullscreenToggle />
          <SizeSelect />
        </>
      )}
      {/* issue 12: 关怀模式 stays within reach on mobile too */}
      <CareToggle className="navbar-care" />
      {/* issue 25: the language, like 关怀模式, within reach on every device */}
      <LanguageSwitch className="navbar-language" />
      <NotifyBell />
      <AvatarMenu />
    </>
  )
}
