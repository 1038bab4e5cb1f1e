import { PhoneOutlined } from '@ant-design/icons'
import { QRCode } from 'antd'
import { useT } from '../../../i18n/react'
import { site } from '../site'

/** The portal footer (spec §1): service phone line, QR code, organiser and filing number — values from `site`. */
export function SiteFooter() {
  const t = useT('portal')
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__facts">
          <p className="site-footer__phone">
            <PhoneOutlined /> {t('footerHotline')}
            <b>{site.servicePhone}</b>
            <span>{t('footerServiceHours', { hours: site.serviceHours })}</span>
          </p>
          <p>{t('footerOrganiser', { name: site.organiser })}</p>
          <p>{t('footerOperator', { name: site.operator })}</p>
          <p>
            {t('footerFiling')}
            <a href={site.filingUrl} target="_blank" rel="noopener noreferrer" translate="no">
              {site.filingNumber}
            </a>
          </p>
        </div>
        <figure className="site-footer__qr">
          {site.qrCodeImage ? (
            <img src={site.qrCodeImage} alt={site.qrCodeCaption} width={96} height={96} loading="lazy" />
          ) : (
            <QRCode value={site.qrCodeValue} size={96} bordered={false} type="svg" bgColor="#fff" aria-label={t('qrCodeLabel', { caption: site.qrCodeCaption })} />
          )}
          <figcaption>{site.qrCodeCaption}</figcaption>
        </figure>
      </div>
    </footer>
  )
}
