export { default } from '../../../features/system/pages/ConfigPage'
