import { deleteForm, getFormPage } from '../../../api/bpm/form'
import type { BpmForm, FormQuery } from '../../../api/bpm/types'
import { column, field, ListView, prefetchList, type ListPageDef } from '../../../components/crud'
import { msg, translate } from '../../../i18n'
import { DICT_TYPE } from '../../../utils/dict'

const EDITOR = '/bpm/manager/form/edit'

const FORM_LIST: ListPageDef<BpmForm, FormQuery> = {
  fetchPage: getFormPage,
  search: [field.text('name', msg('bpm', 'formName'))],
  columns: [
    { key: 'id', title: msg('bpm', 'id'), width: 80 },
    { key: 'name', title: msg('bpm', 'formName') },
    { key: 'fields', title: msg('bpm', 'fieldCount'), width: 90, render: (_, r) => r.fields.length },
    { key: 'status', title: msg('bpm', 'status'), width: 90, dict: DICT_TYPE.COMMON_STATUS },
    { key: 'remark', title: msg('bpm', 'remark') },
    column.createTime(),
  ],
  create: { label: msg('bpm', 'add'), onClick: ({ navigate }) => navigate(EDITOR) },
  rowActions: [{ label: msg('bpm', 'edit'), onClick: (row, { navigate }) => navigate(`${EDITOR}?id=${row.id}`) }],
  remove: {
    confirm: (row) => translate('bpm', 'deleteFormConfirm', { name: row.name }),
    call: (row) => deleteForm(row.id),
  },
}

export const prefetch = prefetchList(FORM_LIST)

/** 流程表单 (`bpm/form/index`, /bpm/manager/form): the forms processes start with. */
export default function FormList() {
  return <ListView def={FORM_LIST} />
}
