import { Suspense, useMemo, useState, type ComponentType } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Timeline } from 'antd'
import { getDefinitionXml } from '../../../api/bpm/definition'
import { getActivityList, getProcessInstance, getTasksByInstance } from '../../../api/bpm/processInstance'
import { BUSINESS_FORM, type BpmActivity, type BpmTask, type ProcessInstance } from '../../../api/bpm/types'
import { LoadFailed } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { useT } from '../../../i18n/react'
import { useSession } from '../../../stores/session'
import { formatDate } from '../../../utils/format'
import { FIELD_NONE, FormView, parseRules } from '../form'
import { nodeFieldsPermission, withoutFields, type NodeFieldsPermission } from '../../../domain/fieldsPermission'
import { ProcessViewer } from '../components/lazyBpmn'
import { ResultTag } from '../components/ResultTag'
import CancelProcessDialog from '../components/CancelProcessDialog'
import TaskActions from '../components/TaskActions'
import { LeaveView } from './LeaveDetail'

interface Detail {
  instance: ProcessInstance
  tasks: BpmTask[]
  activities: BpmActivity[]
  xml: string
}

const OPEN = [1, 6] // in progress, delegated: still waiting for their assignee

/**
 * Business forms' views by the path their model names (formCustomViewPath): 流程详情 shows the business record itself
 * (the leave: type, dates, reason), with the process's business key as its id, as yudao's process detail does — not
 * the process variables the form set (OA 请假's `day`, a raw name).
 */
const BUSINESS_VIEWS = new Map<string, ComponentType<{ id: number }>>([['/bpm/oa/leave/detail', LeaveView]])

/**
 * What the process was started with: its business record's view, else the form's values — without the fields the
 * node of the user's own task hides from them (permission 3, as yudao's detail hides them from its approver).
 */
function ApplicationForm({ instance, hidden }: { instance: ProcessInstance; hidden: Set<string> }) {
  const definition = instance.processDefinition
  const View = definition?.formType === BUSINESS_FORM ? BUSINESS_VIEWS.get(definition.formCustomViewPath) : undefined
  const businessId = Number(instance.businessKey)
  if (View && Number.isInteger(businessId) && businessId > 0) return <View id={businessId} />
  const values = instance.formVariables
  if (!values || !Object.keys(values).length) return null
  const shown = withoutFields(parseRules(definition?.formFields), values, hidden)
  return <FormView rules={shown.rules} values={shown.values} />
}

/** 流程详情 (/bpm/process-instance/detail?id=): information, form, approval, task history and the highlighted diagram. */
export default function ProcessInstanceDetail() {
  const t = useT('bpm')
  const [params] = useSearchParams()
  const id = params.get('id')
  const {
    data: detail,
    error,
    reload,
  } = useLoad(
    async (signal): Promise<Detail | null> => {
      if (!id) return null
      const [instance, tasks, activities] = await Promise.all([
        getProcessInstance(id, { signal }),
        getTasksByInstance(id, { signal }),
        getActivityList(id, { signal }),
      ])
      if (!instance) return null // yudao answers null for an unknown id
      return { instance, tasks, activities, xml: await getDefinitionXml(instance.processDefinitionId, { signal }) }
    },
    [id],
  )

  if (!id) return <Result status="warning" title={t('missingInstanceId')} />
  if (error && detail === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (detail === null) return <Result status="404" title={t('instanceNotFound')} />
  if (!detail) return <Spin style={{ display: 'block', margin: 80 }} />
  return <DetailView detail={detail} reload={reload} />
}

function DetailView({ detail, reload }: { detail: Detail; reload: () => void }) {
  const t = useT('bpm')
  const { instance, tasks, activities, xml } = detail
  const userId = useSession((s) => s.user?.id)
  // the user's open tasks, each with what its node lets them do with the form's fields (in the diagram, as yudao keeps it)
  const { mine, permissions } = useMemo(() => {
    const open = tasks.filter((task) => OPEN.includes(task.result) && task.assigneeUser?.id === userId)
    const byTask = new Map<string, NodeFieldsPermission>(
      open.map((task) => [task.id, nodeFieldsPermission(xml, task.definitionKey)]),
    )
    return { mine: open, permissions: byTask }
  }, [tasks, xml, userId])
  const hidden = new Set(
    [...permissions.values()].flatMap((node) => Object.keys(node).filter((field) => node[field] === FIELD_NONE)),
  )

  return (
    <Space direction="vertical" size={16} style={{ width: '100%', overflowWrap: 'anywhere' }}>
      {mine.map((task) => (
        <TaskActions
          key={task.id}
          task={task}
          instance={instance}
          fieldsPermission={permissions.get(task.id)}
          onDone={reload}
        />
      ))}
      <Card
        variant="borderless"
        title={t('application')}
        extra={
          instance.status === 1 &&
          instance.startUser?.id === userId && <CancelButton id={instance.id} onDone={reload} />
        }
      >
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'name', label: t('processName'), children: instance.name },
            { key: 'result', label: t('processResult'), children: <ResultTag value={instance.result} /> },
            {
              key: 'user',
              label: t('initiator'),
              children: `${instance.startUser?.nickname ?? ''} ${instance.startUser?.deptName ?? ''}`,
            },
            { key: 'time', label: t('startedAt'), children: formatDate(instance.createTime) },
            { key: 'end', label: t('endTime'), children: instance.endTime ? formatDate(instance.endTime) : '—' },
          ]}
        />
        <ApplicationForm instance={instance} hidden={hidden} />
      </Card>
      <Card variant="borderless" title={t('approvalHistory')}>
        {tasks.length ? (
          <Timeline
            items={tasks.map((task) => ({
              color:
                task.result === 2
                  ? 'green'
                  : task.result === 3
                    ? 'red'
                    : task.result === 4
                      ? 'gray'
                      : task.result === 5
                        ? 'orange'
                        : 'blue',
              children: (
                <div data-testid="task-record">
                  <strong>{task.name}</strong> <ResultTag value={task.result} />
                  <div>
                    {t('approverLine', {
                      name: task.assigneeUser?.nickname ?? '',
                      dept: task.assigneeUser?.deptName ?? '',
                    })}
                  </div>
                  <div>
                    {t('createdLine', { time: formatDate(task.createTime) })}
                    {task.endTime && t('approvedAtSuffix', { time: formatDate(task.endTime) })}
                  </div>
                  {task.ownerUser && task.result === 6 && (
                    <div>{t('ownerLine', { name: task.ownerUser.nickname })}</div>
                  )}
                  <TaskLogLines task={task} />
                  {task.reason && <div>{t('commentLine', { reason: task.reason })}</div>}
                </div>
              ),
            }))}
          />
        ) : (
          <Empty />
        )}
      </Card>
      <Card variant="borderless" title={t('diagram')}>
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

function CancelButton({ id, onDone }: { id: string; onDone: () => void }) {
  const t = useT('bpm')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('cancelProcess')}
      </Button>
      <CancelProcessDialog
        instanceId={open ? id : undefined}
        onClose={() => setOpen(false)}
        onCancelled={() => {
          setOpen(false)
          onDone()
        }}
      />
    </>
  )
}

/** 转办, 委派 and 退回 as the 审批记录 tells them. */
function TaskLogLines({ task }: { task: BpmTask }) {
  const t = useT('bpm')
  const keys = { transfer: 'logTransfer', delegate: 'logDelegate', resolve: 'logResolve', return: 'logReturn' } as const
  return task.log
    .filter((entry) => entry.type !== 'other')
    .map((entry, i) => (
      <div key={i} data-testid="task-log">
        {t(keys[entry.type as keyof typeof keys], {
          time: formatDate(entry.time),
          from: entry.user?.nickname ?? '',
          to: entry.toUser?.nickname ?? '',
          node: entry.targetName,
          reason: entry.reason,
        })}
      </div>
    ))
}
