export { default, prefetch } from '../../../features/system/pages/NoticePage'
