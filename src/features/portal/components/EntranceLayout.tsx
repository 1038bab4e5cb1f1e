import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { SERVICE_CATEGORIES } from '../../../api/portal/types'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/SkipLink'
import { appTitle } from '../../../config'
import { site } from '../site'
import { useSettings } from '../../../stores/settings'
import { CareToggle } from '../../../components/CareToggle'
import { readableOn } from '../../../utils/contrast'
import { Emblem } from './Emblem'
import { BankIcon, CustomerServiceIcon, FileSearchIcon, MoneyCollectIcon } from './icons'
import './entrance.css'

const OFFERS = [
  { icon: <FileSearchIcon />, title: '政策直达', text: '国家、省、市惠企政策一站汇集，精准匹配可申报项目' },
  { icon: <BankIcon />, title: '服务超市', text: '268 家服务机构、12 类专业服务，线上预约线下办理' },
  { icon: <MoneyCollectIcon />, title: '融资对接', text: '银行、担保、创投机构常态化对接，缓解融资难题' },
  { icon: <CustomerServiceIcon />, title: '诉求办理', text: '企业诉求一口受理、限时办结，办理进度全程可查' },
]

/**
 * The frame of every open page (entrance, register, reset password, callbacks): what the platform offers on the
 * left, the task at hand on the right. Deliberately light: no images, no antd (issue 2 budget), one stylesheet; the
 * theme colour reaches the plain forms as the CSS variable --pf-primary, in its readable shade (issue 12).
 */
export function EntranceLayout({ children, aside = true }: { children: ReactNode; aside?: boolean }) {
  const primary = useSettings((s) => s.theme)
  return (
    <div className="entrance" style={{ '--pf-primary': readableOn(primary, '#ffffff', 5) } as CSSProperties}>
      <SkipLink />
      <header className="entrance__header">
        <Link to="/entrance" className="entrance__brand">
          <Emblem />
          <span>
            <strong>{appTitle()}</strong>
            <small>{site.regionName} · SME Public Service Platform</small>
          </span>
        </Link>
        <span className="entrance__hotline">
          服务热线 <b>{site.servicePhone}</b>
        </span>
        <CareToggle className="entrance__care" />
      </header>
      <main className="entrance__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {aside ? (
          <section className="entrance__intro" aria-label="平台介绍">
            <h1>
              服务中小企业
              <br />
              助力高质量发展
            </h1>
            <p className="entrance__slogan">政策找得到 · 服务用得上 · 诉求有回应</p>
            <ul className="entrance__offers">
              {OFFERS.map((o) => (
                <li key={o.title}>
                  <span className="entrance__offer-icon">{o.icon}</span>
                  <span>
                    <b>{o.title}</b>
                    <span>{o.text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="entrance__categories" aria-label="服务分类">
              {SERVICE_CATEGORIES.map((c) => (
                <span key={c.key}>{c.name}</span>
              ))}
            </div>
          </section>
        ) : null}
        <section className="entrance__panel">{children}</section>
      </main>
      <footer className="entrance__footer">
        <span>主办单位：{site.organiser}</span>
        <span>承办单位：{site.operator}</span>
        <a href={site.filingUrl} target="_blank" rel="noopener noreferrer">
          {site.filingNumber}
        </a>
      </footer>
    </div>
  )
}

/** The white card on the right: a title and the form. */
export function EntranceCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div className="entrance-card">
      <div className="entrance-card__head">
        <h2>{title}</h2>
        {extra}
      </div>
      {children}
    </div>
  )
}
