import { useState } from 'react'
import { deleteRecord, getMyRecordPage, type RecordQuery, type SurveyRecord } from '../../../api/survey'
import { ListView, type ListPageDef } from '../../../components/crud'
import { RecordDialog } from '../components/RecordDialog'
import { RECORD_COLUMNS, RECORD_DETAILS } from '../components/recordColumns'

/** 我的调研: the surveys I recorded; create, edit, delete. */
export default function SurveyMyResearch() {
  const [editing, setEditing] = useState<SurveyRecord | 'new'>()
  const def: ListPageDef<SurveyRecord, RecordQuery> = {
    fetchPage: getMyRecordPage,
    search: [{ name: 'enterpriseName', label: '企业名称', placeholder: '按企业名称查找' }],
    columns: RECORD_COLUMNS,
    table: { expandable: RECORD_DETAILS },
    create: { label: '新增调研记录', onClick: () => setEditing('new') },
    rowActions: [{ label: '编辑', onClick: (row) => setEditing(row) }],
    remove: {
      confirm: (row) => `确定删除「${row.enterpriseName}」的这条调研记录吗？`,
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
