import { msg } from '../../../i18n'
import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /spu/edit/:spuId (ProductSpuEdit). */
export default function SpuEdit() {
  return <ModuleNotEnabled module="product" subject={{ spuId: msg('business', 'spuId') }} />
}
