import { msg } from '../../../i18n'
import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /trade/order/detail (TradeOrderDetail): yudao opens it with ?id=. */
export default function TradeOrderDetail() {
  return <ModuleNotEnabled module="trade" subject={{ id: msg('business', 'orderId') }} />
}
