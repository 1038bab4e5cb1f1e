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
import { LazyRichTextEditor } from '../../../components/richText'
import { SafeHtml } from '../../../components/SafeHtml'
import { msg, text } from '../../../i18n'
import { DICT_TYPE } from '../../../utils/dict'
import { STATUS_ENABLED } from '../constants'

/** 通知公告 (`system/notice/index`): the worked example of CONTRIBUTING — a yudao entity's list page in one file. */
export const NOTICE_PAGE: ListPageDef<NoticeRow, NoticeQuery> = {
  fetchPage: getNoticePage,
  search: [
    field.text('title', msg('system', 'noticeTitle')),
    field.dict('status', msg('common', 'status'), DICT_TYPE.COMMON_STATUS, { placeholder: msg('system', 'noticeStatusPlaceholder') }),
  ],
  columns: [
    { key: 'id', title: msg('system', 'noticeId'), width: 100 },
    { key: 'title', title: msg('system', 'noticeTitle'), ellipsis: true },
    { key: 'type', title: msg('system', 'noticeType'), width: 100, dict: DICT_TYPE.SYSTEM_NOTICE_TYPE },
    {
      key: 'content',
      title: msg('system', 'noticeContent'),
      ellipsis: true,
      render: (html: string) => <SafeHtml className="rte-cell" html={html} />,
    },
    column.status(),
    column.createTime(),
  ],
  centered: true,
  columnToggle: true,
  form: {
    titles: { create: msg('system', 'noticeAdd'), edit: msg('system', 'noticeEdit') },
    width: 800, // yudao's NoticeForm: room for the editor's toolbar on one line
    fields: [
      field.text('title', msg('system', 'noticeTitle'), { required: msg('system', 'noticeTitleRequired'), maxLength: 50 }),
      field.dict('type', msg('system', 'noticeType'), DICT_TYPE.SYSTEM_NOTICE_TYPE, {
        placeholder: msg('system', 'noticeTypePlaceholder'),
        required: msg('system', 'noticeTypeRequired'),
      }),
      field.status,
      // Rich text (spec §9: height 300, 250 ms debounce); the editor's code loads when the dialog first opens.
      field.text('content', msg('system', 'noticeContent'), {
        control: (bound) => <LazyRichTextEditor {...bound} aria-label={text(msg('system', 'noticeContent'))} />,
      }),
    ],
    defaults: { status: STATUS_ENABLED },
    load: (row) => getNotice(row.id),
    create: createNotice,
    update: updateNotice,
    perms: { create: ['system:notice:create'], update: ['system:notice:update'] },
  },
  remove: removeById(msg('system', 'noticeRecord'), deleteNotice, ['system:notice:delete']),
  // issue 24: yudao sends it at once to everyone signed in (LiveNotices shows it in each of their tabs).
  rowActions: [
    {
      label: msg('system', 'noticePush'),
      perms: ['system:notice:update'],
      onClick: (row, { confirm }) => confirm(msg('system', 'noticePushConfirm'), () => pushNotice(row.id), msg('system', 'noticePushed')),
    },
  ],
}

export const prefetch = prefetchList(NOTICE_PAGE)

export default function NoticePage() {
  return <ListView def={NOTICE_PAGE} />
}
