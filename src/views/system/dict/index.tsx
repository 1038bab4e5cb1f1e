export { default } from '../../../features/system/pages/DictTypePage'
