import { TaskList } from './TaskList'

/** 已办任务 (`bpm/task/done/index`). */
export default function DoneTasks() {
  return <TaskList done />
}
