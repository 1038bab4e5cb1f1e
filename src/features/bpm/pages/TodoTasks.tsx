import { TaskList } from './TaskList'

/** 待办任务 (`bpm/task/todo/index`). */
export default function TodoTasks() {
  return <TaskList done={false} />
}
