import { deleteForm, getFormPage } from '../../../api/bpm/form'
import type { BpmForm, FormQuery } from '../../../api/bpm/types'
import { column, field, ListView, prefetchList, type ListPageDef } from '../../../components/crud'
import { DICT_TYPE } from '../../../utils/dict'

const EDITOR = '/bpm/manager/form/edit'

const FORM_LIST: ListPageDef<BpmForm, FormQuery> = {
  fetchPage: getFormPage,
  search: [field.text('name', '表单名')],
  columns: [
    { key: 'id', title: '编号', width: 80 },
    { key: 'name', title: '表单名' },
    { key: 'fields', title: '字段数', width: 90, render: (_, r) => r.fields.length },
    { key: 'status', title: '状态', width: 90, dict: DICT_TYPE.COMMON_STATUS },
    { key: 'remark', title: '备注' },
    column.createTime(),
  ],
  create: { label: '新增', onClick: ({ navigate }) => navigate(EDITOR) },
  rowActions: [{ label: '编辑', onClick: (row, { navigate }) => navigate(`${EDITOR}?id=${row.id}`) }],
  remove: { confirm: (row) => `是否删除表单【${row.name}】？`, call: (row) => deleteForm(row.id) },
}

export const prefetch = prefetchList(FORM_LIST)

/** 流程表单 (`bpm/form/index`, /bpm/manager/form): the forms processes start with. */
export default function FormList() {
  return <ListView def={FORM_LIST} />
}
