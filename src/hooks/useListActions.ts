import { App } from 'antd'
import { useState } from 'react'
import type { Download } from '../api/http/client'
import { ApiError } from '../api/http/errors'
import { saveDownload } from '../utils/download'

/** The confirmations of a list page: delete a row, export the search result (texts from yudao's pages). */
export function useListActions() {
  const { modal, message } = App.useApp()
  const [exporting, setExporting] = useState(false)

  /** Asks, deletes, says 删除成功 and calls `onDeleted`. A refusal closes the dialog; the server's reason is shown. */
  const confirmDelete = (content: string, remove: () => Promise<unknown>, onDeleted: () => void) =>
    modal.confirm({
      title: '系统提示',
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await remove()
          message.success('删除成功')
          onDeleted()
        } catch (error) {
          if (!(error instanceof ApiError)) throw error
        }
      },
    })

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
          if (!(error instanceof ApiError)) throw error
        } finally {
          setExporting(false)
        }
      },
    })

  return { confirmDelete, confirmExport, exporting }
}
