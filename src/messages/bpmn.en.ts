import bpmn from '../features/bpmn/locales/en'

export default { bpmn }
