import formDesigner from '../features/bpm/form/designer/locales/zh-CN'

export default { formDesigner }
