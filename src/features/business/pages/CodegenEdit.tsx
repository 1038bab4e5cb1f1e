import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /codegen/edit/:tableId (InfraCodegenEditTable). */
export default function CodegenEdit() {
  return <ModuleNotEnabled module="codegen" subject={{ tableId: '表编号' }} />
}
