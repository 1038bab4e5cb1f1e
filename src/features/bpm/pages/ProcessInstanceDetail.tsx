import { Suspense, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { App, Button, Card, Descriptions, Empty, Form, Input, Modal, Result, Space, Spin, Timeline } from 'antd'
import { getDefinitionXml } from '../../../api/bpm/definition'
import { parseFields } from '../../../api/bpm/form'
import {
  approveTask,
  cancelProcessInstance,
  getActivityList,
  getProcessInstance,
  getTasksByInstance,
  rejectTask,
} from '../../../api/bpm/processInstance'
import type { BpmActivity, BpmTask, ProcessInstance } from '../../../api/bpm/types'
import { LoadFailed } from '../../../components/LoadFailed'
import { reportFailure } from '../../../components/uncaught'
import { useLoad } from '../../../hooks/useLoad'
import { useSession } from '../../../stores/session'
import { formatDate } from '../../../utils/format'
import { FormValues } from '../components/DynamicForm'
import { ProcessViewer } from '../components/lazyBpmn'
import { ResultTag } from '../components/ResultTag'

interface Detail {
  instance: ProcessInstance
  tasks: BpmTask[]
  activities: BpmActivity[]
  xml: string
}

const OPEN = [1, 6] // in progress, delegated: still waiting for their assignee

/** 流程详情 (/bpm/process-instance/detail?id=): information, form, approval, task history and the highlighted diagram. */
export default function ProcessInstanceDetail() {
  const [params] = useSearchParams()
  const id = params.get('id')
  const {
    data: detail,
    error,
    reload,
  } = useLoad(async (): Promise<Detail | null> => {
    if (!id) return null
    const [instance, tasks, activities] = await Promise.all([
      getProcessInstance(id),
      getTasksByInstance(id),
      getActivityList(id),
    ])
    if (!instance) return null // yudao answers null for an unknown id
    return { instance, tasks, activities, xml: await getDefinitionXml(instance.processDefinitionId) }
  }, [id])

  if (!id) return <Result status="warning" title="缺少流程实例编号（id）" />
  if (error && detail === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (detail === null) return <Result status="404" title="流程实例不存在" />
  if (!detail) return <Spin style={{ display: 'block', margin: 80 }} />
  return <DetailView detail={detail} reload={reload} />
}

function DetailView({ detail, reload }: { detail: Detail; reload: () => void }) {
  const { instance, tasks, activities, xml } = detail
  const userId = useSession((s) => s.user?.id)
  const mine = tasks.filter((t) => OPEN.includes(t.result) && t.assigneeUser?.id === userId)
  const rules = parseFields(instance.processDefinition?.formFields)

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {mine.map((task) => (
        <ApprovalCard key={task.id} task={task} onDone={reload} />
      ))}
      <Card
        variant="borderless"
        title="申请信息"
        extra={
          instance.status === 1 &&
          instance.startUser?.id === userId && <CancelButton id={instance.id} onDone={reload} />
        }
      >
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'name', label: '流程名称', children: instance.name },
            { key: 'result', label: '流程结果', children: <ResultTag value={instance.result} /> },
            {
              key: 'user',
              label: '发起人',
              children: `${instance.startUser?.nickname ?? ''} ${instance.startUser?.deptName ?? ''}`,
            },
            { key: 'time', label: '发起时间', children: formatDate(instance.createTime) },
            { key: 'end', label: '结束时间', children: instance.endTime ? formatDate(instance.endTime) : '—' },
          ]}
        />
        {instance.formVariables && Object.keys(instance.formVariables).length > 0 && (
          <FormValues rules={rules} values={instance.formVariables} />
        )}
      </Card>
      <Card variant="borderless" title="审批记录">
        {tasks.length ? (
          <Timeline
            items={tasks.map((t) => ({
              color:
                t.result === 2
                  ? 'green'
                  : t.result === 3
                    ? 'red'
                    : t.result === 4
                      ? 'gray'
                      : t.result === 5
                        ? 'orange'
                        : 'blue',
              children: (
                <div data-testid="task-record">
                  <strong>{t.name}</strong> <ResultTag value={t.result} />
                  <div>
                    审批人：{t.assigneeUser?.nickname} {t.assigneeUser?.deptName}
                  </div>
                  <div>
                    创建时间：{formatDate(t.createTime)}
                    {t.endTime && `，审批时间：${formatDate(t.endTime)}`}
                  </div>
                  {t.reason && <div>审批建议：{t.reason}</div>}
                </div>
              ),
            }))}
          />
        ) : (
          <Empty />
        )}
      </Card>
      <Card variant="borderless" title="流程图">
        <Suspense fallback={<Spin />}>
          <ProcessViewer
            xml={xml}
            activityData={activities}
            taskData={tasks}
            processInstanceData={{
              result: instance.result,
              startUser: instance.startUser,
              createTime: instance.createTime,
              endTime: instance.endTime,
            }}
          />
        </Suspense>
      </Card>
    </Space>
  )
}

function ApprovalCard({ task, onDone }: { task: BpmTask; onDone: () => void }) {
  const { message } = App.useApp()
  const [form] = Form.useForm<{ reason: string }>()
  const [busy, setBusy] = useState(false)
  const act = async (approve: boolean) => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    setBusy(true)
    try {
      await (approve ? approveTask : rejectTask)(task.id, values.reason)
      message.success(approve ? '审批通过成功！' : '审批不通过成功！')
      onDone()
    } catch (error) {
      reportFailure(error) // the reason stays typed
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card variant="borderless" title={`审批任务【${task.name}】`}>
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
        <Form.Item label="审批建议" name="reason" rules={[{ required: true, message: '审批建议不能为空' }]}>
          <Input.TextArea rows={3} placeholder="请输入审批建议" aria-label="审批建议" />
        </Form.Item>
      </Form>
      <Space>
        <Button type="primary" loading={busy} onClick={() => act(true)}>
          通过
        </Button>
        <Button danger loading={busy} onClick={() => act(false)}>
          不通过
        </Button>
      </Space>
    </Card>
  )
}

function CancelButton({ id, onDone }: { id: string; onDone: () => void }) {
  const { message } = App.useApp()
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ reason: string }>()
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    try {
      await cancelProcessInstance(id, values.reason)
      message.success('取消成功')
      setOpen(false)
      onDone()
    } catch (error) {
      reportFailure(error)
    }
  }
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        取消流程
      </Button>
      <Modal
        title="取消流程"
        open={open}
        mask={{ closable: false }}
        onOk={submit}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item label="取消原因" name="reason" rules={[{ required: true, message: '取消原因不能为空' }]}>
            <Input.TextArea aria-label="取消原因" placeholder="请输入取消原因" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
