export { default } from '../../../../features/bpm/pages/DoneTasks'
