import { AppstoreOutlined, DownOutlined } from '@ant-design/icons'
import { Col, Dropdown, Row } from 'antd'
import { Link } from 'react-router-dom'
import { SERVICE_CATEGORIES, type ServiceCategory } from '../../../api/portal/types'
import { text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { CATEGORY_LOOK } from './categoryIcons'

/** Four categories per row, each span 4 of 24 (spec §2.3); the free third on the right introduces the service hall. */
const PER_ROW = 4
const rows: ServiceCategory[][] = []
for (let i = 0; i < SERVICE_CATEGORIES.length; i += PER_ROW) rows.push(SERVICE_CATEGORIES.slice(i, i + PER_ROW))

export const serviceCategoryPath = (key: string) => `/service/${key}`

/** The dropdown panel of the 12 service categories. */
export function ServiceMenuPanel({ onPick }: { onPick?: () => void }) {
  const t = useT('portal')
  return (
    <div className="service-menu" role="menu" aria-label={t('serviceCategories')}>
      {rows.map((row, i) => (
        <Row key={i} gutter={8} className="service-menu__row">
          {row.map((c) => (
            <Col span={4} key={c.key}>
              <Link to={serviceCategoryPath(c.key)} role="menuitem" onClick={onPick} className="service-menu__item">
                <span style={{ color: CATEGORY_LOOK[c.key].color }}>{CATEGORY_LOOK[c.key].icon}</span>
                {text(c.name)}
              </Link>
            </Col>
          ))}
        </Row>
      ))}
      <div className="service-menu__aside">
        <b>{t('serviceHall')}</b>
        <p>{t('serviceHallText')}</p>
      </div>
    </div>
  )
}

/** The portal's top menu entry: 服务分类 with the category panel. */
export function ServiceMenu() {
  const t = useT('portal')
  return (
    <Dropdown popupRender={() => <ServiceMenuPanel />} placement="bottomLeft">
      <button type="button" className="portal-nav__item" aria-haspopup="menu">
        <AppstoreOutlined /> {t('serviceCategories')} <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  )
}
