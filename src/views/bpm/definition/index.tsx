export { default } from '../../../features/bpm/pages/DefinitionList'
