import {
  createNotice,
  deleteNotice,
  getNotice,
  getNoticePage,
  pushNotice,
  updateNotice,
  type NoticeQuery,
  type NoticeRow,
} from '../../../api/notice'
import { column, field, ListView, prefetchList, removeById, type ListPageDef } from '../../../components/crud'
import { SafeHtml } from '../../../components/SafeHtml'
import { DICT_TYPE } from '../../../utils/dict'
import { STATUS_ENABLED } from '../constants'

/** 通知公告 (`system/notice/index`): the worked example of CONTRIBUTING — a yudao entity's list page in one file. */
export const NOTICE_PAGE: ListPageDef<NoticeRow, NoticeQuery> = {
  fetchPage: getNoticePage,
  search: [
    field.text('title', '公告标题'),
    field.dict('status', '状态', DICT_TYPE.COMMON_STATUS, { placeholder: '公告状态' }),
  ],
  columns: [
    { key: 'id', title: '公告编号', width: 100 },
    { key: 'title', title: '公告标题', ellipsis: true },
    { key: 'type', title: '公告类型', width: 100, dict: DICT_TYPE.SYSTEM_NOTICE_TYPE },
    { key: 'content', title: '公告内容', ellipsis: true, render: (html: string) => <SafeHtml html={html} /> },
    column.status(),
    column.createTime(),
  ],
  centered: true,
  columnToggle: true,
  form: {
    titles: { create: '添加公告', edit: '修改公告' },
    fields: [
      field.text('title', '公告标题', { required: '公告标题不能为空', maxLength: 50 }),
      field.dict('type', '公告类型', DICT_TYPE.SYSTEM_NOTICE_TYPE, {
        placeholder: '请选择公告类型',
        required: '公告类型不能为空',
      }),
      field.status,
      field.text('content', '公告内容', { kind: 'textarea', maxLength: 2000 }),
    ],
    defaults: { status: STATUS_ENABLED },
    load: (row) => getNotice(row.id),
    create: createNotice,
    update: updateNotice,
    perms: { create: ['system:notice:create'], update: ['system:notice:update'] },
  },
  remove: removeById('公告编号', deleteNotice, ['system:notice:delete']),
  // issue 24: yudao sends it at once to everyone signed in (LiveNotices shows it in each of their tabs).
  rowActions: [
    {
      label: '推送',
      perms: ['system:notice:update'],
      onClick: (row, { confirm }) => confirm('是否推送所选中通知？', () => pushNotice(row.id), '推送成功'),
    },
  ],
}

export const prefetch = prefetchList(NOTICE_PAGE)

export default function NoticePage() {
  return <ListView def={NOTICE_PAGE} />
}
