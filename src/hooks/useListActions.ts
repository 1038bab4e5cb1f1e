import { App } from 'antd'
import { useState } from 'react'
import type { Download } from '../api/http/client'
import { saveDownload } from '../utils/download'
import { reportFailure } from '../components/uncaught'

/** The confirmations of a list page: delete a row, export the search result (texts from yudao's pages). */
export function useListActions() {
  const { modal, message } = App.useApp()
  const [exporting, setExporting] = useState(false)

  /** Asks 系统提示 `content`, runs, says `success` and calls `after`. A refusal closes the dialog; the server's reason is shown. */
  const confirmAction = (content: string, run: () => Promise<unknown>, success: string, after: () => void) =>
    modal.confirm({
      title: '系统提示',
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await run()
          message.success(success)
          after()
        } catch (error) {
          reportFailure(error)
        }
      },
    })

  /** Asks, deletes, says 删除成功 and calls `onDeleted`. */
  const confirmDelete = (content: string, remove: () => Promise<unknown>, onDeleted: () => void) =>
    confirmAction(content, remove, '删除成功', onDeleted)

  /** Asks, downloads the file and saves it under the server's file name. */
  const confirmExport = (content: string, download: () => Promise<Download>) =>
    modal.confirm({
      title: '系统提示',
      content,
      okText: '确定',
      cancelText: '取消',
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
