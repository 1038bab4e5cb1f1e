import { msg } from '../../../i18n'
import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /codegen/edit/:tableId (InfraCodegenEditTable). */
export default function CodegenEdit() {
  return <ModuleNotEnabled module="codegen" subject={{ tableId: msg('business', 'tableId') }} />
}
