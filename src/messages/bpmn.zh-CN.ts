import bpmn from '../features/bpmn/locales/zh-CN'

export default { bpmn }
