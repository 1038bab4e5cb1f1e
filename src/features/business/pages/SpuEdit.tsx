import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /spu/edit/:spuId (ProductSpuEdit). */
export default function SpuEdit() {
  return <ModuleNotEnabled module="product" subject={{ spuId: '商品编号' }} />
}
