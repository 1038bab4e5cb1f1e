import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /property/value/:propertyId (ProductPropertyValue). */
export default function PropertyValue() {
  return <ModuleNotEnabled module="product" subject={{ propertyId: '属性编号' }} />
}
