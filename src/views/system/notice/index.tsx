export { default } from '../../../features/system/pages/NoticePage'
