import { HomeOutlined, NotificationOutlined, ShopOutlined, SolutionOutlined } from '@ant-design/icons'
import { Link } from 'react-router-dom'
import { appTitle } from '../../../config'
import { useT } from '../../../i18n/react'
import { Emblem } from './Emblem'
import { ServiceMenu } from './ServiceMenu'

/**
 * The portal's own top menu (inside the shell's page area): home, the 12 categories, news, providers, surveys. The
 * language switch and 关怀模式 are the shell's top bar's, on every width (issue 51: not a second pair here).
 */
export function PortalNav() {
  const t = useT('portal')
  return (
    <nav className="portal-nav" aria-label={t('navLabel')}>
      <span className="portal-nav__brand">
        <Emblem size={30} />
        <span className="portal-nav__title">{appTitle()}</span>
      </span>
      <Link to="/index" className="portal-nav__item">
        <HomeOutlined /> {t('navHome')}
      </Link>
      <ServiceMenu />
      <a href="#portal-news" className="portal-nav__item">
        <NotificationOutlined /> {t('navNews')}
      </a>
      <a href="#portal-providers" className="portal-nav__item">
        <ShopOutlined /> {t('navProviders')}
      </a>
      <Link to="/survey/index" className="portal-nav__item">
        <SolutionOutlined /> {t('navSurvey')}
      </Link>
    </nav>
  )
}
