import { CommitInput, Row } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { setProps } from '../shared/moddle'

/** Other: the element's documentation text (spec §3 Element). */
export default function DocumentationSection() {
  const { api, element, bo } = usePanel()
  const text: string | undefined = bo.documentation?.[0]?.text
  const commit = (value: string) => {
    const documentation = value.trim() ? [api.create('bpmn:Documentation', { text: value }, bo)] : undefined
    api.write([setProps(element, { documentation })])
  }
  return (
    <Row label="元素文档">
      <CommitInput aria-label="元素文档" multiline value={text} onCommit={commit} />
    </Row>
  )
}
