export { default } from '../../../features/bpm/pages/FormList'
