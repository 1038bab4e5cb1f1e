import { App as AntApp, Button, ConfigProvider, Dropdown, Flex, Form, Input, Layout, Menu, Modal } from 'antd'
import { Pagination, Popover, Select, Space, Table, Tag, Tooltip } from 'antd'
import { startTransition, useLayoutEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useSession } from '../stores/session'
import { useThemeConfig } from '../theme'

const ITEMS = [
  { key: 'a', label: 'a', children: [{ key: 'a1', label: 'a1' }] },
  { key: 'b', label: 'b' },
]
const COLUMNS = [
  { title: 'a', dataIndex: 'a', key: 'a' },
  { title: 'b', dataIndex: 'b', key: 'b', render: (b: string) => <Tag>{b}</Tag> },
  { title: 'c', key: 'c', render: () => <Button type="link">c</Button> },
]
const ROWS = [
  { id: 1, a: 'a', b: 'b' },
  { id: 2, a: 'a', b: 'b' },
]

/**
 * The antd parts of the shell and a list page, once, with the app's theme; says when it has been committed — in the
 * commit itself, so a sign-in right after never takes a committed rehearsal for one still rendering. Only parts whose
 * code is in the layout's chunks: the date picker, the tabs, the breadcrumb, the badge and the avatar come after a
 * page's first paint (components/lateLazy.tsx), and rendering them here would put their code back on a reload's way.
 */
function Rehearsal({ onDone }: { onDone(): void }) {
  const { theme, componentSize } = useThemeConfig()
  useLayoutEffect(onDone, [onDone])
  return (
    <ConfigProvider theme={theme} componentSize={componentSize}>
      <AntApp>
        <div>
          <Layout.Sider>
            <Menu mode="inline" items={ITEMS} defaultOpenKeys={['a']} selectedKeys={['a1']} />
          </Layout.Sider>
          <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
            <Button>a</Button>
          </Dropdown>
          <Form layout="inline">
            <Form.Item label="a" name="a">
              <Input allowClear />
            </Form.Item>
            <Form.Item label="b" name="b">
              <Select allowClear options={[{ value: 'a', label: 'a' }]} />
            </Form.Item>
            <Space>
              <Button type="primary">a</Button>
              <Tooltip title="b">
                <Button shape="circle">b</Button>
              </Tooltip>
            </Space>
          </Form>
          <Flex vertical>
            <Table rowKey="id" columns={COLUMNS} dataSource={ROWS} pagination={false} tableLayout="auto" />
            <Pagination total={50} showSizeChanger showQuickJumper />
          </Flex>
          <Popover content="c">
            <Button>c</Button>
          </Popover>
          {/* Closed, as a page's dialogs are at first: it registers its variables all the same. */}
          <Modal open={false} />
        </div>
      </AntApp>
    </ConfigProvider>
  )
}

let rehearsal: { root: Root; committed: boolean } | undefined

/** performance marks: how far the rehearsal had got when the user signed in (scripts/bench/startup.mjs). */
const MARKS = { start: 'sme:rehearsal-start', committed: 'sme:rehearsal-committed', cut: 'sme:rehearsal-cut' }

/**
 * Renders the layout's antd parts once, off the document (issue 23). Run on the entrance while the user has not signed
 * in yet and the browser is idle: the first call of each component's code compiles it, and at sign-in that doubled the
 * first page's render (≈ 500 ms against ≈ 230 ms on a reload, whose code V8 has compiled already). A transition, so a
 * key pressed meanwhile is handled between its slices. Resolves once it is committed; it stays mounted until
 * `endRehearsal`.
 */
export function rehearseLayout(host = document.createElement('div')): Promise<void> {
  return new Promise((resolve) => {
    endRehearsal()
    performance.mark?.(MARKS.start)
    const current = { root: createRoot(host), committed: false }
    rehearsal = current
    const done = () => {
      current.committed = true
      performance.mark?.(MARKS.committed)
      resolve()
    }
    startTransition(() => current.root.render(<Rehearsal onDone={done} />))
  })
}

/**
 * A sign-in has begun (issue 23): a rehearsal still rendering stops and gives the main thread back. Its 5 ms slices
 * came between the session's answers and the main thread (each answer waited ≈ 30 ms to be read) and put the first
 * page's render off by ≈ 60 ms with Enter pressed at once. What it did stays: V8 keeps the code it compiled, and antd
 * the tokens it computed in a render never committed (nothing unregisters them). A committed one stays until the app's
 * own antd parts are mounted (`endRehearsal`). In a microtask: the token may be set inside React's commit (SSO), where
 * a root can't be unmounted.
 */
useSession.subscribe((s, prev) => {
  if (s.token && !prev.token) queueMicrotask(cutShort)
})

function cutShort() {
  if (!rehearsal || rehearsal.committed) return
  performance.mark?.(MARKS.cut)
  rehearsal.root.unmount()
  rehearsal = undefined
}

/**
 * Drops the rehearsal: once the app's own antd parts are mounted (AntdProviders). Not before: antd frees a theme's
 * computed tokens and CSS variables with their last user, and computed them all again for the first page (≈ 70 ms of
 * a sign-in's profile with Enter at once; after a pause the gain measured in turns was ≈ 20 ms).
 */
export function endRehearsal() {
  const root = rehearsal?.root
  rehearsal = undefined
  if (!root) return
  // When the browser is idle: not inside another root's commit (React can't unmount a root there), and not between the
  // first page's commit and its paint (≈ 18 ms at sign-in).
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => root.unmount())
  else setTimeout(() => root.unmount())
}
