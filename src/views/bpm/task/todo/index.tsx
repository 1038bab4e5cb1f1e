export { default } from '../../../../features/bpm/pages/TodoTasks'
