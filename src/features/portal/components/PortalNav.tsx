import { HomeOutlined, NotificationOutlined, ShopOutlined, SolutionOutlined } from '@ant-design/icons'
import { Link } from 'react-router-dom'
import { CareToggle } from '../../../components/CareToggle'
import { appTitle } from '../../../config'
import { LanguageSwitch } from '../../../i18n/LanguageSwitch'
import { useT } from '../../../i18n/react'
import { Emblem } from './Emblem'
import { ServiceMenu } from './ServiceMenu'

/** The portal's own top menu (inside the shell's page area): home, the 12 categories, news, providers, surveys. */
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
      {/* The two switches keep together at the right end, on the second line too when the items need two. */}
      <span className="portal-nav__switches">
        <LanguageSwitch className="language-switch--pill" />
        <CareToggle className="portal-nav__care" />
      </span>
    </nav>
  )
}
