import { Empty } from 'antd'

/** Temporary: filled by its own issue. */
export default function Page() {
  return <Empty description="FormEditor" />
}
