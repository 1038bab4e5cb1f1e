import type { Translation } from '../../../i18n/catalogs'
import type zh from './zh-CN'

const en: Translation<typeof zh> = {
  // 我的站内信
  readStatus: 'Read',
  readStatusPlaceholder: 'Select a status',
  sender: 'Sender',
  sendTime: 'Sent at',
  type: 'Type',
  messageContent: 'Message',
  readTime: 'Read at',
  details: 'Details',
  read: 'Mark as read',
  messageOf: 'Message from {sender} at {time}',
  markRead: 'Mark as read',
  markedRead: 'Marked as read',
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All messages marked as read',
  messageDetails: 'Message details',
  messageType: 'Message type',
  content: 'Content',
  // 个人中心
  personalInfo: 'Personal information',
  username: 'Username',
  nickname: 'Nickname',
  mobile: 'Mobile number',
  email: 'Email',
  roles: 'Roles',
  companyInfo: 'Company information',
  companyName: 'Company name',
  uniScid: 'Unified Social Credit Code',
}
export default en
