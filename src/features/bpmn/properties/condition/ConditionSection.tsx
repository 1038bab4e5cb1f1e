import { Radio, Select } from 'antd'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { is, setModdle, setProps, type BO } from '../shared/moddle'
import type { Command } from '../../modules/batch'
import { hasEngineExtensions } from '../../moddle/dialects'
import EngineTable from '../shared/EngineTable'
import { useT } from '../../../../i18n/react'

export type FlowType = 'normal' | 'default' | 'condition'

/** Sources whose outgoing flow may be the default one (bpmn-js's own rule). */
const DEFAULT_CAPABLE = ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway', 'bpmn:Activity']

/** Flow condition (sequence flows not leaving a start event): flow type and the condition expression (spec §3, §4). */
export default function ConditionSection() {
  const { api, element, bo } = usePanel()
  const t = useT('bpmn')
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
      <Row label={t('flowType')}>
        <Select
          aria-label={t('flowType')}
          style={{ width: '100%' }}
          value={flowType}
          onChange={setFlowType}
          options={[
            { value: 'normal', label: t('normalFlow') },
            ...(canBeDefault ? [{ value: 'default', label: t('defaultFlow') }] : []),
            { value: 'condition', label: t('conditionalFlow') },
          ]}
        />
      </Row>
      {expr && (
        <>
          <Row label={t('conditionFormat')}>
            <Radio.Group
              value={conditionType}
              onChange={(e) =>
                replaceExpression(e.target.value === 'script' ? { language: '', body: '' } : { body: '' })
              }
            >
              <Radio value="expression">{t('expression')}</Radio>
              <Radio value="script">{t('script')}</Radio>
            </Radio.Group>
          </Row>
          {conditionType === 'script' && (
            <>
              <Row label={t('scriptLanguage')}>
                <CommitInput
                  aria-label={t('scriptLanguage')}
                  value={expr.language}
                  onCommit={(v) => api.write([setModdle(element, expr, { language: v })])}
                />
              </Row>
              <Row label={t('scriptType')}>
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
                  <Radio value="inlineScript">{t('inlineScript')}</Radio>
                  <Radio value="externalScript">{t('externalScript')}</Radio>
                </Radio.Group>
              </Row>
            </>
          )}
          {conditionType === 'script' && scriptType === 'externalScript' ? (
            <Row label={t('resource')}>
              <CommitInput
                aria-label={t('resource')}
                value={expr.get(`${p}:resource`)}
                onCommit={(v) => api.write([setModdle(element, expr, { [`${p}:resource`]: v })])}
              />
            </Row>
          ) : (
            <Row label={conditionType === 'script' ? t('script') : t('conditionExpression')}>
              <CommitInput
                aria-label={conditionType === 'script' ? t('script') : t('conditionExpression')}
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
          title={t('conditionRules')}
          addLabel={t('addConditionRule')}
          type="Condition"
          element={element}
          bo={bo}
          columns={[
            { key: 'field', title: t('columnField') },
            { key: 'compare', title: t('columnCompare') },
            { key: 'value', title: t('columnValue') },
            { key: 'logic', title: t('columnLogic') },
          ]}
        />
      )}
    </div>
  )
}
