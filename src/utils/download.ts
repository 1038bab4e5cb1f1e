import type { Download } from '../api/http/client'

/** Hands an export to the browser under the server's file name (Content-Disposition), like yudao's `$download.excel`. */
export function saveDownload({ blob, filename }: Download) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers: let the click be handled first.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
