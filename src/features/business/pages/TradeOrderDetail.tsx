import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /trade/order/detail (TradeOrderDetail): yudao opens it with ?id=. */
export default function TradeOrderDetail() {
  return <ModuleNotEnabled module="trade" subject={{ id: '订单编号' }} />
}
