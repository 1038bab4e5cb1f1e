import { msg } from '../../../i18n'
import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /pay/cashier (PayCashier, not cached): yudao opens it with ?id= (the pay order). */
export default function PayCashier() {
  return <ModuleNotEnabled module="pay" subject={{ id: msg('business', 'payOrderId') }} />
}
