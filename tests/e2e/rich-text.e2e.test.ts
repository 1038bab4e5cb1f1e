// 通知公告 written with the rich-text editor (issue 43), under the production CSP: Chinese through an input method's
// composition, bold, a list, a link, hostile HTML pasted, an image uploaded from the toolbar; saved, opened again the
// same, pushed and shown sanitised in the notification and its 查看 dialog — and nothing of the paste ran. Then the
// remote stack (nginx in front of the demo backend): an image uploaded there is served back and shows.
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  activePage,
  button,
  confirmDialog,
  openApp,
  openDialog,
  option,
  row,
  signIn,
  snap,
  toast,
  type App,
} from './harness'
import { seriousFindings } from './axe'
import { signInRemote, startRemoteStack, type RemoteStack } from './remote'

let app: App | undefined
let stack: RemoteStack | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
  await stack?.stop()
  stack = undefined
})

const TITLE = '中小企业数字化转型补贴申报通知'
const FILE_URL = /\/admin-api\/infra\/file\/\d+\/get\/\d{8}\/\w+\.png$/
const HOSTILE =
  '<p>来自网页的<b>粘贴</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
  '<a href="javascript:window.__pwned=3">坏链接</a></p>'

/** A picture the page draws itself (a PNG), so the upload sends real image bytes. */
const drawnPng = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 240
    canvas.height = 80
    const g = canvas.getContext('2d')!
    g.fillStyle = '#1677ff'
    g.fillRect(0, 0, 240, 80)
    g.fillStyle = '#fff'
    g.font = '28px sans-serif'
    g.fillText('公告配图', 60, 50)
    return canvas.toDataURL('image/png').split(',')[1]
  })

/** 插入图片 → the file chooser → the image in the editor once uploaded and loaded (through the CSP's img-src). */
async function insertImage(page: Page, dialog: Locator) {
  const png = Buffer.from(await drawnPng(page), 'base64')
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: '插入图片' }).click()
  await (await chooser).setFiles({ name: '公告配图.png', mimeType: 'image/png', buffer: png })
  const image = dialog.getByRole('textbox', { name: '公告内容' }).locator('img[alt="公告配图"]')
  await image.waitFor()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240)
  return image
}

/** The editor's HTML, as the form gets it (Tiptap keeps its editor on the writing area's element). */
const editorHtml = (box: Locator) =>
  box.evaluate((el) => (el as HTMLElement & { editor: { getHTML(): string } }).editor.getHTML())

describe('a notice written with the rich-text editor (demo build)', () => {
  it('composes Chinese, formats, links, drops what a hostile paste carries, uploads an image; saved, reopened and pushed the same', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app, 'admin', '/system/notice')
    await row(activePage(page), '平台系统升级维护通知').waitFor()
    // The editor's code is not loaded until a form needs it.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /RichTextEditor/.test(r.name))),
    ).toBe(false)

    await button(activePage(page), '新增').click()
    const form = openDialog(page, '添加公告')
    await form.getByLabel('公告标题').fill(TITLE)
    await form.getByLabel('公告类型').click()
    await option(page, '通知').click()
    const box = form.getByRole('textbox', { name: '公告内容' })
    await box.click()

    // 拼音 through the input method: the composition shows "shen bao", then the chosen words replace it.
    const ime = await app.context.newCDPSession(page)
    await ime.send('Input.imeSetComposition', { text: 'shen', selectionStart: 4, selectionEnd: 4 })
    await ime.send('Input.imeSetComposition', { text: 'shen bao', selectionStart: 8, selectionEnd: 8 })
    await ime.send('Input.insertText', { text: '申报' })
    await page.keyboard.type('时间：即日起至 12 月 31 日，')
    await form.getByRole('button', { name: '加粗' }).click()
    await page.keyboard.type('逾期不予受理')
    await form.getByRole('button', { name: '加粗' }).click()
    await page.keyboard.press('Enter')
    await form.getByRole('button', { name: '无序列表' }).click()
    await page.keyboard.type('营业执照')
    await page.keyboard.press('Enter')
    await page.keyboard.type('申报书')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter') // an empty item ends the list

    await form.getByRole('button', { name: '插入链接' }).click()
    const linkDialog = openDialog(page, '插入链接')
    await linkDialog.getByLabel('链接地址').fill('javascript:alert(1)')
    await button(linkDialog, '确定').click()
    await linkDialog.getByText('请输入以 http:// 或 https:// 开头的链接地址').waitFor()
    await linkDialog.getByLabel('链接地址').fill('https://www.gov.cn/zhengce/')
    await linkDialog.getByLabel('链接文字').fill('政策原文')
    await button(linkDialog, '确定').click()
    await box.locator('a', { hasText: '政策原文' }).waitFor()

    // A paste from a hostile page: only the allowed part arrives, no handler is ever parsed (the CSP reports none).
    await page.keyboard.press('Enter')
    await box.evaluate((el, html) => {
      const data = new DataTransfer()
      data.setData('text/html', html)
      data.setData('text/plain', '来自网页的粘贴')
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, HOSTILE)
    await box.getByText('来自网页的粘贴').waitFor()

    await insertImage(page, form)
    await snap(page, 'rich-text-editor')
    expect(await seriousFindings(page, 'rich-text-editor', 'light')).toEqual([])

    const written = await editorHtml(box)
    expect(written).toContain('申报时间：即日起至 12 月 31 日，<strong>逾期不予受理</strong>')
    expect(written).toContain('<ul><li><p>营业执照</p></li><li><p>申报书</p></li></ul>')
    expect(written).toContain('href="https://www.gov.cn/zhengce/"')
    expect(written).toContain('<strong>粘贴</strong>')
    expect(written).toMatch(new RegExp(`<img src="http://[^"]+${FILE_URL.source.slice(0, -1)}" alt="公告配图">`))
    expect(written).not.toMatch(/__pwned|onerror|script|javascript|src="x"/)
    await button(form, '确定').click()
    await toast(page, '新增成功').waitFor()

    // Opened again: the same content.
    await row(activePage(page), TITLE).getByRole('button', { name: /修改/ }).click()
    const edit = openDialog(page, '修改公告')
    const again = edit.getByRole('textbox', { name: '公告内容' })
    await again.getByText('逾期不予受理').waitFor()
    expect(await editorHtml(again)).toBe(written.replace(/(<p><\/p>)+$/, ''))
    await button(edit, '取消').click()
    await edit.waitFor({ state: 'detached' })

    // 推送: the notification and its 查看 show it through the sanitiser, the image loaded.
    await expect.poll(() => page.getByTestId('live-status').getAttribute('data-socket')).toBe('open')
    await button(row(activePage(page), TITLE), '推送').click()
    await button(confirmDialog(page).filter({ hasText: '是否推送所选中通知？' }), '确定').click()
    const notice = page.getByTestId('live-notice').filter({ hasText: TITLE })
    await notice.getByText(/即日起至 12 月 31 日/).waitFor()
    await button(notice, '查看').click()
    const view = openDialog(page, TITLE)
    await view.locator('strong', { hasText: '逾期不予受理' }).waitFor()
    expect(await view.locator('li').allInnerTexts()).toEqual(['营业执照', '申报书'])
    expect(await view.getByRole('link', { name: '政策原文' }).getAttribute('href')).toBe('https://www.gov.cn/zhengce/')
    const shown = view.locator('img[alt="公告配图"]')
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240)
    expect(await view.locator('.safe-html').innerHTML()).not.toMatch(/onerror|script|javascript|__pwned/)
    await snap(page, 'rich-text-notice-viewed')
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  })
})

describe('an image uploaded on the remote stack (nginx, demo backend)', () => {
  it('is served back at the URL the backend answered and shows in the editor', async () => {
    stack = await startRemoteStack()
    app = await openApp()
    const { page } = app
    await signInRemote(stack, page, 'admin', '/system/notice')
    await button(activePage(page), '新增').click()
    const form = openDialog(page, '添加公告')
    const image = await insertImage(page, form)
    const src = (await image.getAttribute('src'))!
    expect(src.startsWith(`${stack.base}/admin-api/infra/file/`)).toBe(true) // the browser's origin, not the backend's
    const served = await fetch(src)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
  })
})
