import { DictTag } from '../../../components/DictTag'
import { DICT_TYPE } from '../../../utils/dict'

/** A process/task result as its dictionary tag (bpm_process_instance_result). */
export const ResultTag = ({ value }: { value?: number }) => (
  <DictTag type={DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT} value={value} />
)
