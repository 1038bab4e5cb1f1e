export { default } from '../../../../features/bpm/pages/LeaveList'
