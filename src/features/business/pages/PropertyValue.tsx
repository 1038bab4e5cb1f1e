import { msg } from '../../../i18n'
import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /property/value/:propertyId (ProductPropertyValue). */
export default function PropertyValue() {
  return <ModuleNotEnabled module="product" subject={{ propertyId: msg('business', 'propertyId') }} />
}
