import { Radio, Select } from 'antd'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { is, setProps, type BO } from '../shared/moddle'
import { hasEngineExtensions } from '../../moddle/dialects'
import AsyncFields from './AsyncFields'
import EngineTable from '../shared/EngineTable'

/** Task: async settings plus the user, script and receive task fields (spec §3). */
export default function TaskSection() {
  const { api, element, bo } = usePanel()
  return (
    <div>
      <AsyncFields target={bo} />
      {is(bo, 'bpmn:UserTask') && <UserTaskFields />}
      {is(bo, 'bpmn:ScriptTask') && <ScriptTaskFields />}
      {is(bo, 'bpmn:ReceiveTask') && <ReceiveTaskFields />}
      {is(bo, 'bpmn:UserTask') && hasEngineExtensions(api.prefix) && (
        <>
          <EngineTable
            title="按钮"
            type="Button"
            element={element}
            bo={bo}
            columns={[
              { key: 'code', title: '编码' },
              { key: 'next', title: '下一步' },
              { key: 'sort', title: '排序', number: true },
            ]}
          />
          <EngineTable
            title="处理人"
            type="Assignee"
            element={element}
            bo={bo}
            columns={[
              { key: 'type', title: '类型' },
              { key: 'value', title: '值' },
              { key: 'condition', title: '条件' },
            ]}
          />
        </>
      )}
    </div>
  )
}

const USER_TASK_FIELDS: [name: string, label: string][] = [
  ['assignee', '处理用户'],
  ['dueDate', '到期时间'],
  ['followUpDate', '跟踪时间'],
  ['priority', '优先级'],
]

function UserTaskFields() {
  const { api, element, bo } = usePanel()
  const p = api.prefix
  const write = (name: string, value: string | undefined) => api.write([setProps(element, { [`${p}:${name}`]: value })])
  const list = (name: string): string[] =>
    String(bo.get(`${p}:${name}`) ?? '')
      .split(',')
      .filter(Boolean)
  return (
    <>
      {USER_TASK_FIELDS.slice(0, 1).map(([name, label]) => (
        <Row key={name} label={label}>
          <CommitInput
            aria-label={label}
            value={bo.get(`${p}:${name}`)}
            onCommit={(v) => write(name, orUndefined(v))}
          />
        </Row>
      ))}
      {/* spec §3: candidate users and groups are stored comma-joined */}
      {(
        [
          ['candidateUsers', '候选用户'],
          ['candidateGroups', '候选分组'],
        ] as const
      ).map(([name, label]) => (
        <Row key={name} label={label}>
          <Select
            aria-label={label}
            mode="tags"
            style={{ width: '100%' }}
            value={list(name)}
            tokenSeparators={[',']}
            open={false}
            onChange={(values: string[]) => write(name, values.length ? values.join(',') : undefined)}
          />
        </Row>
      ))}
      {USER_TASK_FIELDS.slice(1).map(([name, label]) => (
        <Row key={name} label={label}>
          <CommitInput
            aria-label={label}
            value={bo.get(`${p}:${name}`)}
            onCommit={(v) => write(name, orUndefined(v))}
          />
        </Row>
      ))}
    </>
  )
}

function ScriptTaskFields() {
  const { api, element, bo } = usePanel()
  const p = api.prefix
  const resource: string | undefined = bo.get(`${p}:resource`)
  // spec §3 scriptType: inline unless a resource is set; it is derived, so nothing extra is stored in the XML
  const external = resource !== undefined
  const setType = (type: 'inline' | 'external') => {
    // switching clears the other kind's value (one undo step)
    if (type === 'external') api.write([setProps(element, { script: undefined, [`${p}:resource`]: '' })])
    else api.write([setProps(element, { [`${p}:resource`]: undefined, script: '' })])
  }
  return (
    <>
      <Row label="脚本格式">
        <CommitInput
          aria-label="脚本格式"
          value={bo.scriptFormat}
          onCommit={(v) => api.write([setProps(element, { scriptFormat: orUndefined(v) })])}
        />
      </Row>
      <Row label="脚本类型">
        <Radio.Group value={external ? 'external' : 'inline'} onChange={(e) => setType(e.target.value)}>
          <Radio value="inline">内联脚本</Radio>
          <Radio value="external">外部资源</Radio>
        </Radio.Group>
      </Row>
      {external ? (
        <Row label="资源地址">
          <CommitInput
            aria-label="资源地址"
            value={resource}
            onCommit={(v) => api.write([setProps(element, { [`${p}:resource`]: v })])}
          />
        </Row>
      ) : (
        <Row label="脚本">
          <CommitInput
            aria-label="脚本"
            multiline
            value={bo.script}
            onCommit={(v) => api.write([setProps(element, { script: orUndefined(v) })])}
          />
        </Row>
      )}
      <Row label="结果变量">
        <CommitInput
          aria-label="结果变量"
          value={bo.get(`${p}:resultVariable`)}
          onCommit={(v) => api.write([setProps(element, { [`${p}:resultVariable`]: orUndefined(v) })])}
        />
      </Row>
    </>
  )
}

function ReceiveTaskFields() {
  const { api, element, bo } = usePanel()
  const messages: BO[] = (api.definitions().rootElements ?? []).filter((e: BO) => is(e, 'bpmn:Message'))
  return (
    <Row label="消息实例" hint={messages.length ? undefined : '请先在流程的“消息与信号”中创建消息'}>
      <Select
        aria-label="消息实例"
        allowClear
        style={{ width: '100%' }}
        value={bo.messageRef?.id}
        options={messages.map((m) => ({ value: m.id, label: m.name ? `${m.name}（${m.id}）` : m.id }))}
        onChange={(id?: string) => api.write([setProps(element, { messageRef: messages.find((m) => m.id === id) })])}
      />
    </Row>
  )
}
