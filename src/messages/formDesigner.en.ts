import formDesigner from '../features/bpm/form/designer/locales/en'

export default { formDesigner }
