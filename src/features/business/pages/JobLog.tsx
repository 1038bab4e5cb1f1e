import { msg } from '../../../i18n'
import { ModuleNotEnabled } from '../components/ModuleNotEnabled'

/** /job/log (InfraJobLog): yudao opens it with ?jobId=. */
export default function JobLog() {
  return <ModuleNotEnabled module="job" subject={{ jobId: msg('business', 'jobId') }} />
}
