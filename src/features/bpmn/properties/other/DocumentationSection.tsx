import { CommitInput, Row } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { setProps } from '../shared/moddle'
import { useT } from '../../../../i18n/react'

/** Other: the element's documentation text (spec §3 Element). */
export default function DocumentationSection() {
  const { api, element, bo } = usePanel()
  const t = useT('bpmn')
  const text: string | undefined = bo.documentation?.[0]?.text
  const commit = (value: string) => {
    const documentation = value.trim() ? [api.create('bpmn:Documentation', { text: value }, bo)] : undefined
    api.write([setProps(element, { documentation })])
  }
  return (
    <Row label={t('documentation')}>
      <CommitInput aria-label={t('documentation')} multiline value={text} onCommit={commit} />
    </Row>
  )
}
