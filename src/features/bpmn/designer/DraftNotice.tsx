import { DraftAlert } from '../../../components/DraftAlert'
import { useT } from '../../../i18n/react'
import { formatDateTime } from '../../../utils/format'
import type { Draft } from './draft'

/** A draft autosaved and not saved since: when it was kept, 恢复草稿 or 放弃草稿. */
export default function DraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft
  onRestore: () => void
  onDiscard: () => void
}) {
  const t = useT('bpmn')
  return (
    <DraftAlert
      className="bpmn-designer-draft"
      title={t('draftFound', { time: formatDateTime(draft.savedAt) })}
      restoreText={t('restoreDraft')}
      discardText={t('discardDraft')}
      onRestore={onRestore}
      onDiscard={onDiscard}
    />
  )
}
