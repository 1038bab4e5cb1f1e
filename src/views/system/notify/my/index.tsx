export { default } from '../../../../features/user/pages/MyNotifyMessage'
