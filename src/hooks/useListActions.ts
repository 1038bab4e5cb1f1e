import { App } from 'antd'
import { useState } from 'react'
import type { Download } from '../api/http/client'
import { text, type Text } from '../i18n'
import { useT } from '../i18n/react'
import { saveDownload } from '../utils/download'
import { reportFailure } from '../components/uncaught'

/** The confirmations of a list page: delete a row, export the search result (texts from yudao's pages). */
export function useListActions() {
  const t = useT('common')
  const { modal, message } = App.useApp()
  const [exporting, setExporting] = useState(false)

  /** Asks 系统提示 `content`, runs, says `success` and calls `after`. A refusal closes the dialog; the server's reason is shown. */
  const confirmAction = (content: Text, run: () => Promise<unknown>, success: Text, after: () => void) =>
    modal.confirm({
      title: t('systemPrompt'),
      content: text(content),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await run()
          message.success(text(success))
          after()
        } catch (error) {
          reportFailure(error)
        }
      },
    })

  /** Asks, deletes, says 删除成功 and calls `onDeleted`. */
  const confirmDelete = (content: Text, remove: () => Promise<unknown>, onDeleted: () => void) =>
    confirmAction(content, remove, t('deleteSuccess'), onDeleted)

  /** Asks, downloads the file and saves it under the server's file name. */
  const confirmExport = (content: Text, download: () => Promise<Download>) =>
    modal.confirm({
      title: t('systemPrompt'),
      content: text(content),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        setExporting(true)
        try {
          saveDownload(await download())
        } catch (error) {
          reportFailure(error)
        } finally {
          setExporting(false)
        }
      },
    })

  return { confirmAction, confirmDelete, confirmExport, exporting }
}
