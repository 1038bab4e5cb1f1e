import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { SERVICE_CATEGORIES } from '../../../api/portal/types'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/SkipLink'
import { appTitle } from '../../../config'
import { text, type Text } from '../../../i18n'
import { LanguageSwitch } from '../../../i18n/LanguageSwitch'
import { useLanguage, useT } from '../../../i18n/react'
import { site } from '../site'
import { useSettings } from '../../../stores/settings'
import { CareToggle } from '../../../components/CareToggle'
import { readableOn } from '../../../utils/contrast'
import { Emblem } from './Emblem'
import { BankIcon, CustomerServiceIcon, FileSearchIcon, MoneyCollectIcon } from './icons'
import './entrance.css'

const OFFERS = [
  { key: 'policy', icon: <FileSearchIcon />, title: 'offerPolicyTitle', text: 'offerPolicyText' },
  { key: 'market', icon: <BankIcon />, title: 'offerMarketTitle', text: 'offerMarketText' },
  { key: 'finance', icon: <MoneyCollectIcon />, title: 'offerFinanceTitle', text: 'offerFinanceText' },
  { key: 'demand', icon: <CustomerServiceIcon />, title: 'offerDemandTitle', text: 'offerDemandText' },
] as const

/**
 * The frame of every open page (entrance, register, reset password, callbacks): what the platform offers on the
 * left, the task at hand on the right. Deliberately light: no images, no antd (issue 2 budget), one stylesheet; the
 * theme colour reaches the plain forms as the CSS variable --pf-primary, in its readable shade (issue 12).
 */
export function EntranceLayout({ children, aside = true }: { children: ReactNode; aside?: boolean }) {
  const primary = useSettings((s) => s.theme)
  const t = useT('entrance')
  const english = useLanguage() === 'en'
  return (
    <div className="entrance" style={{ '--pf-primary': readableOn(primary, '#ffffff', 5) } as CSSProperties}>
      <SkipLink />
      <header className="entrance__header">
        <Link to="/entrance" className="entrance__brand">
          <Emblem />
          <span>
            <strong>{appTitle()}</strong>
            {/* The English name under the Chinese title; in English it would repeat the title. */}
            <small>{english ? site.regionName : `${site.regionName} · SME Public Service Platform`}</small>
          </span>
        </Link>
        <span className="entrance__hotline">
          {t('hotline')} <b>{site.servicePhone}</b>
        </span>
        <LanguageSwitch className="language-switch--pill entrance__language" />
        <CareToggle className="entrance__care" />
      </header>
      <main className="entrance__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {aside ? (
          <section className="entrance__intro" aria-label={t('introLabel')}>
            <h1>
              {t('heroLine1')}
              <br />
              {t('heroLine2')}
            </h1>
            <p className="entrance__slogan">{t('slogan')}</p>
            <ul className="entrance__offers">
              {OFFERS.map((o) => (
                <li key={o.key}>
                  <span className="entrance__offer-icon">{o.icon}</span>
                  <span>
                    <b>{t(o.title)}</b>
                    <span>{t(o.text)}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="entrance__categories" aria-label={t('serviceCategories')}>
              {SERVICE_CATEGORIES.map((c) => (
                <span key={c.key}>{text(c.name)}</span>
              ))}
            </div>
          </section>
        ) : null}
        <section className="entrance__panel">{children}</section>
      </main>
      <footer className="entrance__footer">
        <span>{t('organiser', { name: site.organiser })}</span>
        <span>{t('operator', { name: site.operator })}</span>
        <a href={site.filingUrl} target="_blank" rel="noopener noreferrer" translate="no">
          {site.filingNumber}
        </a>
      </footer>
    </div>
  )
}

/** The white card on the right: a title and the form. */
export function EntranceCard({ title, extra, children }: { title: Text; extra?: ReactNode; children: ReactNode }) {
  return (
    <div className="entrance-card">
      <div className="entrance-card__head">
        <h2>{text(title)}</h2>
        {extra}
      </div>
      {children}
    </div>
  )
}
