import { Select } from 'antd'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { is, setModdle, setProps, type BO } from '../shared/moddle'
import AsyncFields from '../task/AsyncFields'
import { useT } from '../../../../i18n/react'
import type { MessageKey } from '../../../../i18n'

export type LoopType = 'Null' | 'SequentialMultiInstance' | 'ParallelMultiInstance' | 'StandardLoop'

const LOOP_TYPES: { value: LoopType; label: MessageKey<'bpmn'> }[] = [
  { value: 'Null', label: 'none' },
  { value: 'SequentialMultiInstance', label: 'loopSequential' },
  { value: 'ParallelMultiInstance', label: 'loopParallel' },
  { value: 'StandardLoop', label: 'loopStandard' },
]

/** spec §3: the parallel default collection. */
export const DEFAULT_COLLECTION = 'coll_userList'

export function loopTypeOf(bo: BO): LoopType {
  const loop: BO | undefined = bo.loopCharacteristics
  if (!loop) return 'Null'
  if (is(loop, 'bpmn:StandardLoopCharacteristics')) return 'StandardLoop'
  return loop.isSequential ? 'SequentialMultiInstance' : 'ParallelMultiInstance'
}

/** Multi-instance (any task): loop type and the multi-instance settings (spec §3, §4 "Null removes loop settings"). */
export default function MultiInstanceSection() {
  const { api, element, bo } = usePanel()
  const t = useT('bpmn')
  const p = api.prefix
  const type = loopTypeOf(bo)
  const loop: BO | undefined = bo.loopCharacteristics

  const setType = (next: LoopType) => {
    if (next === 'Null') return api.write([setProps(element, { loopCharacteristics: undefined })])
    if (next === 'StandardLoop')
      return api.write([
        setProps(element, { loopCharacteristics: api.create('bpmn:StandardLoopCharacteristics', {}, bo) }),
      ])
    const isSequential = next === 'SequentialMultiInstance'
    if (loop && is(loop, 'bpmn:MultiInstanceLoopCharacteristics'))
      return api.write([setModdle(element, loop, { isSequential })])
    const created = api.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential }, bo)
    if (!isSequential) created.set(`${p}:collection`, DEFAULT_COLLECTION)
    api.write([setProps(element, { loopCharacteristics: created })])
  }

  /** loopCardinality and completionCondition are formal expressions; empty removes them. */
  const setExpression = (name: 'loopCardinality' | 'completionCondition', v: string) => {
    const value = v.trim() ? api.create('bpmn:FormalExpression', { body: v }, loop) : undefined
    api.write([setModdle(element, loop!, { [name]: value })])
  }

  const retry = loop ? api.extensions(loop, api.t('FailedJobRetryTimeCycle'))[0] : undefined
  const setRetry = (v: string) => {
    const items = v.trim() ? [api.create(api.t('FailedJobRetryTimeCycle'), { body: v })] : []
    api.write([api.setExtensions(element, loop!, api.t('FailedJobRetryTimeCycle'), items)])
  }

  const isMulti = type === 'SequentialMultiInstance' || type === 'ParallelMultiInstance'
  return (
    <div>
      <Row label={t('loopCharacteristics')}>
        <Select
          aria-label={t('loopCharacteristics')}
          style={{ width: '100%' }}
          value={type}
          options={LOOP_TYPES.map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={setType}
        />
      </Row>
      {isMulti && loop && (
        <>
          <Row label={t('loopCardinality')}>
            <CommitInput
              aria-label={t('loopCardinality')}
              value={loop.loopCardinality?.body}
              onCommit={(v) => setExpression('loopCardinality', v)}
            />
          </Row>
          <Row label={t('collection')}>
            <CommitInput
              aria-label={t('collection')}
              value={loop.get(`${p}:collection`)}
              onCommit={(v) => api.write([setModdle(element, loop, { [`${p}:collection`]: orUndefined(v) })])}
            />
          </Row>
          <Row label={t('elementVariable')}>
            <CommitInput
              aria-label={t('elementVariable')}
              value={loop.get(`${p}:elementVariable`)}
              onCommit={(v) => api.write([setModdle(element, loop, { [`${p}:elementVariable`]: orUndefined(v) })])}
            />
          </Row>
          <Row label={t('completionCondition')}>
            <CommitInput
              aria-label={t('completionCondition')}
              value={loop.completionCondition?.body}
              onCommit={(v) => setExpression('completionCondition', v)}
            />
          </Row>
          <AsyncFields target={loop} />
          {(loop.get(`${p}:asyncBefore`) || loop.get(`${p}:asyncAfter`)) && (
            <Row label={t('retryTimeCycle')}>
              <CommitInput
                aria-label={t('retryTimeCycle')}
                value={retry?.body}
                onCommit={setRetry}
                placeholder={t('retryPlaceholder')}
              />
            </Row>
          )}
        </>
      )}
    </div>
  )
}
