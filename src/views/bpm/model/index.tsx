export { default } from '../../../features/bpm/pages/ModelList'
