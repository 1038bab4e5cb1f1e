import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /spu/add (ProductSpuAdd). */
export default function SpuAdd() {
  return <ModuleNotEnabled module="product" />
}
