import {
  createNotice,
  deleteNotice,
  getNotice,
  getNoticePage,
  updateNotice,
  type NoticeQuery,
  type NoticeRow,
} from '../../../api/notice'
import { ListView, type ListPageDef } from '../../../components/crud'
import { SafeHtml } from '../../../components/SafeHtml'
import { toNumber } from '../../../hooks/useDictOptions'
import { DICT_TYPE } from '../../../utils/dict'
import { STATUS_ENABLED } from '../constants'

const status = { name: 'status', label: '状态', dict: DICT_TYPE.COMMON_STATUS, parse: toNumber }

/** 通知公告 (`system/notice/index`): the worked example of CONTRIBUTING — a yudao entity's list page in one file. */
export const NOTICE_PAGE: ListPageDef<NoticeRow, NoticeQuery> = {
  fetchPage: getNoticePage,
  search: [
    { name: 'title', label: '公告标题', placeholder: '请输入公告标题' },
    { ...status, kind: 'select', placeholder: '公告状态' },
  ],
  columns: [
    { key: 'id', title: '公告编号', width: 100 },
    { key: 'title', title: '公告标题', ellipsis: true },
    { key: 'type', title: '公告类型', width: 100, dict: DICT_TYPE.SYSTEM_NOTICE_TYPE },
    { key: 'content', title: '公告内容', ellipsis: true, render: (html: string) => <SafeHtml html={html} /> },
    { key: 'status', title: '状态', width: 100, dict: DICT_TYPE.COMMON_STATUS },
    { key: 'createTime', title: '创建时间', width: 180, date: 'time' },
  ],
  centered: true,
  columnToggle: true,
  form: {
    titles: { create: '添加公告', edit: '修改公告' },
    fields: [
      { name: 'title', label: '公告标题', placeholder: '请输入公告标题', required: '公告标题不能为空', maxLength: 50 },
      {
        name: 'type',
        label: '公告类型',
        kind: 'select',
        placeholder: '请选择公告类型',
        dict: DICT_TYPE.SYSTEM_NOTICE_TYPE,
        parse: toNumber,
        required: '公告类型不能为空',
      },
      { ...status, kind: 'radio' },
      { name: 'content', label: '公告内容', kind: 'textarea', placeholder: '请输入公告内容', maxLength: 2000 },
    ],
    defaults: { status: STATUS_ENABLED },
    load: (row) => getNotice(row.id),
    create: createNotice,
    update: updateNotice,
    perms: { create: ['system:notice:create'], update: ['system:notice:update'] },
  },
  remove: {
    perms: ['system:notice:delete'],
    confirm: (row) => `是否确认删除公告编号为"${row.id}"的数据项?`,
    call: (row) => deleteNotice(row.id),
  },
}

export default function NoticePage() {
  return <ListView def={NOTICE_PAGE} />
}
