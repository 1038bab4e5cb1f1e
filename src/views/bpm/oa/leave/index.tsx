export { default, prefetch } from '../../../../features/bpm/pages/LeaveList'
