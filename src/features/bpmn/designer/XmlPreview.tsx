import { Modal } from 'antd'
import { useT } from '../../../i18n/react'

export interface Preview {
  type: 'xml' | 'json'
  text: string
}

/** The diagram as XML or JSON text (预览XML / 预览JSON). */
export default function XmlPreview({ preview, onClose }: { preview: Preview | undefined; onClose: () => void }) {
  const t = useT('bpmn')
  return (
    <Modal
      title={preview && t(preview.type === 'xml' ? 'previewXmlTitle' : 'previewJsonTitle')}
      open={!!preview}
      footer={null}
      width="60%"
      mask={{ closable: false }}
      onCancel={onClose}
    >
      <pre className="bpmn-designer-preview">{preview?.text}</pre>
    </Modal>
  )
}
