import { Radio, Select } from 'antd'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { is, setModdle, setProps, type BO } from '../shared/moddle'
import type { Command } from '../../modules/batch'
import { hasEngineExtensions } from '../../moddle/dialects'
import EngineTable from '../shared/EngineTable'

export type FlowType = 'normal' | 'default' | 'condition'

/** Sources whose outgoing flow may be the default one (bpmn-js's own rule). */
const DEFAULT_CAPABLE = ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway', 'bpmn:Activity']

/** Flow condition (sequence flows not leaving a start event): flow type and the condition expression (spec §3, §4). */
export default function ConditionSection() {
  const { api, element, bo } = usePanel()
  const source = element.source!
  const sourceBo = source.businessObject
  const p = api.prefix
  const expr: BO | undefined = bo.conditionExpression
  const flowType: FlowType = sourceBo.default === bo ? 'default' : expr ? 'condition' : 'normal'
  const canBeDefault = DEFAULT_CAPABLE.some((t) => is(sourceBo, t))

  // spec §4: condition creates an empty expression; default makes the flow the source's default and clears its
  // condition; normal clears both. Each is one undo step.
  const setFlowType = (next: FlowType) => {
    const cmds: Command[] = []
    const isDefault = sourceBo.default === bo
    if (next === 'default') cmds.push(setProps(source, { default: bo }))
    else if (isDefault) cmds.push(setProps(source, { default: undefined }))
    if (next === 'condition')
      cmds.push(setProps(element, { conditionExpression: api.create('bpmn:FormalExpression', { body: '' }, bo) }))
    else if (expr) cmds.push(setProps(element, { conditionExpression: undefined }))
    api.write(cmds)
  }

  // A script condition is an expression with a language; an external script has a resource instead of a body.
  const conditionType = expr?.language !== undefined ? 'script' : 'expression'
  const scriptType = expr?.get(`${p}:resource`) !== undefined ? 'externalScript' : 'inlineScript'
  const replaceExpression = (props: Record<string, unknown>) =>
    api.write([setProps(element, { conditionExpression: api.create('bpmn:FormalExpression', props, bo) })])

  return (
    <div>
      <Row label="流转类型">
        <Select
          aria-label="流转类型"
          style={{ width: '100%' }}
          value={flowType}
          onChange={setFlowType}
          options={[
            { value: 'normal', label: '普通流转路径' },
            ...(canBeDefault ? [{ value: 'default', label: '默认流转路径' }] : []),
            { value: 'condition', label: '条件流转路径' },
          ]}
        />
      </Row>
      {expr && (
        <>
          <Row label="条件格式">
            <Radio.Group
              value={conditionType}
              onChange={(e) =>
                replaceExpression(e.target.value === 'script' ? { language: '', body: '' } : { body: '' })
              }
            >
              <Radio value="expression">表达式</Radio>
              <Radio value="script">脚本</Radio>
            </Radio.Group>
          </Row>
          {conditionType === 'script' && (
            <>
              <Row label="脚本语言">
                <CommitInput
                  aria-label="脚本语言"
                  value={expr.language}
                  onCommit={(v) => api.write([setModdle(element, expr, { language: v })])}
                />
              </Row>
              <Row label="脚本类型">
                <Radio.Group
                  value={scriptType}
                  onChange={(e) =>
                    replaceExpression(
                      e.target.value === 'externalScript'
                        ? { language: expr.language, [`${p}:resource`]: '' }
                        : { language: expr.language, body: '' },
                    )
                  }
                >
                  <Radio value="inlineScript">内联脚本</Radio>
                  <Radio value="externalScript">外部脚本</Radio>
                </Radio.Group>
              </Row>
            </>
          )}
          {conditionType === 'script' && scriptType === 'externalScript' ? (
            <Row label="资源地址">
              <CommitInput
                aria-label="资源地址"
                value={expr.get(`${p}:resource`)}
                onCommit={(v) => api.write([setModdle(element, expr, { [`${p}:resource`]: v })])}
              />
            </Row>
          ) : (
            <Row label={conditionType === 'script' ? '脚本' : '条件表达式'}>
              <CommitInput
                aria-label={conditionType === 'script' ? '脚本' : '条件表达式'}
                multiline={conditionType === 'script'}
                value={expr.body}
                onCommit={(v) => api.write([setModdle(element, expr, { body: orUndefined(v) ?? '' })])}
              />
            </Row>
          )}
        </>
      )}
      {hasEngineExtensions(p) && (
        <EngineTable
          title="条件规则"
          type="Condition"
          element={element}
          bo={bo}
          columns={[
            { key: 'field', title: '字段' },
            { key: 'compare', title: '比较' },
            { key: 'value', title: '值' },
            { key: 'logic', title: '逻辑' },
          ]}
        />
      )}
    </div>
  )
}
