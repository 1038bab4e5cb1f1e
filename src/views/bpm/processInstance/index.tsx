export { default } from '../../../features/bpm/pages/MyProcessInstances'
