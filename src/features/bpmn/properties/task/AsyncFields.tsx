import { Checkbox } from 'antd'
import { Row } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { setModdle, type BO } from '../shared/moddle'
import { useT } from '../../../../i18n/react'

/**
 * asyncBefore / asyncAfter / exclusive of a task or of its multi-instance settings (spec §3 async settings).
 * spec §4: clearing both async flags resets exclusive to false, in the same undo step.
 */
export default function AsyncFields({ target }: { target: BO }) {
  const { api, element } = usePanel()
  const t = useT('bpmn')
  const p = api.prefix
  const before = !!target.get(`${p}:asyncBefore`)
  const after = !!target.get(`${p}:asyncAfter`)
  const exclusive = !!target.get(`${p}:exclusive`)

  const set = (name: 'asyncBefore' | 'asyncAfter', checked: boolean) => {
    const next = { before, after, [name === 'asyncBefore' ? 'before' : 'after']: checked }
    const props: Record<string, unknown> = { [`${p}:${name}`]: checked || undefined }
    if (!next.before && !next.after) props[`${p}:exclusive`] = false
    api.write([setModdle(element, target, props)])
  }

  return (
    <Row label={t('asyncContinuation')}>
      <Checkbox checked={before} onChange={(e) => set('asyncBefore', e.target.checked)}>
        {t('asyncBefore')}
      </Checkbox>
      <Checkbox checked={after} onChange={(e) => set('asyncAfter', e.target.checked)}>
        {t('asyncAfter')}
      </Checkbox>
      {(before || after) && (
        <Checkbox
          checked={exclusive}
          onChange={(e) => api.write([setModdle(element, target, { [`${p}:exclusive`]: e.target.checked })])}
        >
          {t('exclusive')}
        </Checkbox>
      )}
    </Row>
  )
}
