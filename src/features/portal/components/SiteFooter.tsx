import { PhoneOutlined } from '@ant-design/icons'
import { QRCode } from 'antd'
import { site } from '../site'

/** The portal footer (spec §1): service phone line, QR code, organiser and filing number — values from `site`. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__facts">
          <p className="site-footer__phone">
            <PhoneOutlined /> 服务热线：<b>{site.servicePhone}</b>
            <span>（{site.serviceHours}）</span>
          </p>
          <p>主办单位：{site.organiser}</p>
          <p>承办单位：{site.operator}</p>
          <p>
            备案号：
            <a href={site.filingUrl} target="_blank" rel="noopener noreferrer">
              {site.filingNumber}
            </a>
          </p>
        </div>
        <figure className="site-footer__qr">
          {site.qrCodeImage ? (
            <img src={site.qrCodeImage} alt={site.qrCodeCaption} width={96} height={96} loading="lazy" />
          ) : (
            <QRCode value={site.qrCodeValue} size={96} bordered={false} type="svg" bgColor="#fff" aria-label={`${site.qrCodeCaption}二维码`} />
          )}
          <figcaption>{site.qrCodeCaption}</figcaption>
        </figure>
      </div>
    </footer>
  )
}
