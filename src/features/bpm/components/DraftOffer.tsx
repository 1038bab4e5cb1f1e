import { useState } from 'react'
import { DraftAlert } from '../../../components/DraftAlert'
import {
  clearFormDraft,
  draftKey,
  readFormDraft,
  writeFormDraft,
  type FormDraft,
} from '../../../components/crud/formDraft'
import { useT } from '../../../i18n/react'
import { useSession } from '../../../stores/session'
import { formatDateTime } from '../../../utils/format'

type Values = Record<string, unknown>

/** Where a process form's input is kept: 发起流程 per process definition, the approval card per task. */
export interface KeptPlace {
  path: string
  title: 'start' | 'task'
  id: string
}

/**
 * What the user typed into a process form, kept with the CRUD dialogs' drafts (issue 51): read when the form opens and
 * offered back; kept as it is typed once that offer is answered (until then the kept input stays as it was, so an
 * offer left open loses nothing); cleared when the form is sent or discarded. Without a user (the session ended
 * meanwhile) nothing is written: the next user's key is their own.
 */
export function useKeptInput(place: KeptPlace) {
  const userId = useSession((s) => s.user?.id)
  const key = userId === undefined ? undefined : draftKey({ userId, ...place })
  // read once per key: keep-alive shows the page again without reading (and offering) it anew
  const [read, setRead] = useState<{ key?: string; draft?: FormDraft<Values> }>({})
  if (key !== undefined && read.key !== key) setRead({ key, draft: readFormDraft<Values>(key) })
  const offer = read.key === key ? read.draft : undefined
  const answered = () => setRead({ key })
  return {
    offer,
    keep(values: Values) {
      if (key !== undefined && !offer) writeFormDraft(key, values)
    },
    /** The kept values, for the form to take; from now on what is typed is kept. */
    restore(): Values {
      answered()
      return offer?.values ?? {}
    },
    discard() {
      if (key !== undefined) clearFormDraft(key)
      answered()
    },
  }
}

/** 恢复 / 放弃 for input kept from an earlier visit, saying when it was kept. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: FormDraft<Values>
  onRestore(): void
  onDiscard(): void
}) {
  const t = useT('bpm')
  return (
    <DraftAlert
      testId="draft-offer"
      title={t('draftKept', { time: formatDateTime(draft.savedAt) })}
      restoreText={t('restoreDraft')}
      discardText={t('discardDraft')}
      onRestore={onRestore}
      onDiscard={onDiscard}
    />
  )
}
