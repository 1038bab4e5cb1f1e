import { useState } from 'react'
import { deleteRecord, getMyRecordPage, type RecordQuery, type SurveyRecord } from '../../../api/survey'
import { ListView, type ListPageDef } from '../../../components/crud'
import { useT } from '../../../i18n/react'
import { RecordDialog } from '../components/RecordDialog'
import { recordColumns, recordDetails } from '../components/recordColumns'

/** 我的调研: the surveys I recorded; create, edit, delete. */
export default function SurveyMyResearch() {
  const t = useT('survey')
  const [editing, setEditing] = useState<SurveyRecord | 'new'>()
  const def: ListPageDef<SurveyRecord, RecordQuery> = {
    fetchPage: getMyRecordPage,
    search: [{ name: 'enterpriseName', label: t('enterpriseName'), placeholder: t('searchByName') }],
    columns: recordColumns(t),
    table: { expandable: recordDetails(t) },
    create: { label: t('newRecord'), onClick: () => setEditing('new') },
    rowActions: [{ label: t('edit'), onClick: (row) => setEditing(row) }],
    remove: {
      confirm: (row) => t('deleteConfirm', { name: row.enterpriseName }),
      call: (row) => deleteRecord(row.id),
    },
    children: ({ changed }) => (
      <RecordDialog
        open={!!editing}
        record={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined)
          changed()
        }}
      />
    ),
  }
  return <ListView def={def} />
}
