import { HomeOutlined, NotificationOutlined, ShopOutlined, SolutionOutlined } from '@ant-design/icons'
import { Link } from 'react-router-dom'
import { CareToggle } from '../../../components/CareToggle'
import { appTitle } from '../../../config'
import { Emblem } from './Emblem'
import { ServiceMenu } from './ServiceMenu'

/** The portal's own top menu (inside the shell's page area): home, the 12 categories, news, providers, surveys. */
export function PortalNav() {
  return (
    <nav className="portal-nav" aria-label="门户导航">
      <span className="portal-nav__brand">
        <Emblem size={30} />
        {appTitle()}
      </span>
      <Link to="/index" className="portal-nav__item">
        <HomeOutlined /> 首页
      </Link>
      <ServiceMenu />
      <a href="#portal-news" className="portal-nav__item">
        <NotificationOutlined /> 政策资讯
      </a>
      <a href="#portal-providers" className="portal-nav__item">
        <ShopOutlined /> 服务机构
      </a>
      <Link to="/survey/index" className="portal-nav__item">
        <SolutionOutlined /> 企业调研
      </Link>
      <CareToggle className="portal-nav__care" />
    </nav>
  )
}
