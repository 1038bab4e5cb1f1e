import { Radio, Select } from 'antd'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { is, setProps, type BO } from '../shared/moddle'
import { hasEngineExtensions } from '../../moddle/dialects'
import AsyncFields from './AsyncFields'
import EngineTable from '../shared/EngineTable'
import { useT } from '../../../../i18n/react'
import type { MessageKey } from '../../../../i18n'

/** Task: async settings plus the user, script and receive task fields (spec §3). */
export default function TaskSection() {
  const { api, element, bo } = usePanel()
  const t = useT('bpmn')
  return (
    <div>
      <AsyncFields target={bo} />
      {is(bo, 'bpmn:UserTask') && <UserTaskFields />}
      {is(bo, 'bpmn:ScriptTask') && <ScriptTaskFields />}
      {is(bo, 'bpmn:ReceiveTask') && <ReceiveTaskFields />}
      {is(bo, 'bpmn:UserTask') && hasEngineExtensions(api.prefix) && (
        <>
          <EngineTable
            title={t('buttons')}
            addLabel={t('addButton')}
            type="Button"
            element={element}
            bo={bo}
            columns={[
              { key: 'code', title: t('columnCode') },
              { key: 'next', title: t('columnNext') },
              { key: 'sort', title: t('columnSort'), number: true },
            ]}
          />
          <EngineTable
            title={t('assignees')}
            addLabel={t('addAssignee')}
            type="Assignee"
            element={element}
            bo={bo}
            columns={[
              { key: 'type', title: t('columnType') },
              { key: 'value', title: t('columnValue') },
              { key: 'condition', title: t('columnCondition') },
            ]}
          />
        </>
      )}
    </div>
  )
}

const USER_TASK_FIELDS: [name: string, label: MessageKey<'bpmn'>][] = [
  ['assignee', 'assignee'],
  ['dueDate', 'dueDate'],
  ['followUpDate', 'followUpDate'],
  ['priority', 'priority'],
]

function UserTaskFields() {
  const { api, element, bo } = usePanel()
  const t = useT('bpmn')
  const p = api.prefix
  const write = (name: string, value: string | undefined) => api.write([setProps(element, { [`${p}:${name}`]: value })])
  const list = (name: string): string[] =>
    String(bo.get(`${p}:${name}`) ?? '')
      .split(',')
      .filter(Boolean)
  return (
    <>
      {USER_TASK_FIELDS.slice(0, 1).map(([name, label]) => (
        <Row key={name} label={t(label)}>
          <CommitInput
            aria-label={t(label)}
            value={bo.get(`${p}:${name}`)}
            onCommit={(v) => write(name, orUndefined(v))}
          />
        </Row>
      ))}
      {/* spec §3: candidate users and groups are stored comma-joined */}
      {(
        [
          ['candidateUsers', 'candidateUsers'],
          ['candidateGroups', 'candidateGroups'],
        ] as const
      ).map(([name, label]) => (
        <Row key={name} label={t(label)}>
          <Select
            aria-label={t(label)}
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
        <Row key={name} label={t(label)}>
          <CommitInput
            aria-label={t(label)}
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
  const t = useT('bpmn')
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
      <Row label={t('scriptFormat')}>
        <CommitInput
          aria-label={t('scriptFormat')}
          value={bo.scriptFormat}
          onCommit={(v) => api.write([setProps(element, { scriptFormat: orUndefined(v) })])}
        />
      </Row>
      <Row label={t('scriptType')}>
        <Radio.Group value={external ? 'external' : 'inline'} onChange={(e) => setType(e.target.value)}>
          <Radio value="inline">{t('inlineScript')}</Radio>
          <Radio value="external">{t('externalResource')}</Radio>
        </Radio.Group>
      </Row>
      {external ? (
        <Row label={t('resource')}>
          <CommitInput
            aria-label={t('resource')}
            value={resource}
            onCommit={(v) => api.write([setProps(element, { [`${p}:resource`]: v })])}
          />
        </Row>
      ) : (
        <Row label={t('script')}>
          <CommitInput
            aria-label={t('script')}
            multiline
            value={bo.script}
            onCommit={(v) => api.write([setProps(element, { script: orUndefined(v) })])}
          />
        </Row>
      )}
      <Row label={t('resultVariable')}>
        <CommitInput
          aria-label={t('resultVariable')}
          value={bo.get(`${p}:resultVariable`)}
          onCommit={(v) => api.write([setProps(element, { [`${p}:resultVariable`]: orUndefined(v) })])}
        />
      </Row>
    </>
  )
}

function ReceiveTaskFields() {
  const { api, element, bo } = usePanel()
  const t = useT('bpmn')
  const messages: BO[] = (api.definitions().rootElements ?? []).filter((e: BO) => is(e, 'bpmn:Message'))
  return (
    <Row label={t('messageRef')} hint={messages.length ? undefined : t('messageRefHint')}>
      <Select
        aria-label={t('messageRef')}
        allowClear
        style={{ width: '100%' }}
        value={bo.messageRef?.id}
        options={messages.map((m) => ({
          value: m.id,
          label: m.name ? t('labelWithId', { label: m.name, id: m.id }) : m.id,
        }))}
        onChange={(id?: string) => api.write([setProps(element, { messageRef: messages.find((m) => m.id === id) })])}
      />
    </Row>
  )
}
