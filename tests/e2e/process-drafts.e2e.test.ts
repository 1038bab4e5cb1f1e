/**
 * Nothing typed is lost on 发起流程 (issue 51): 会签审批's form half filled survives a reload (its process is in the URL,
 * what was typed is offered back) and a session ended on the server (signed in again, the same user finds it); an
 * explicit 退出登录 leaves nobody's input in the browser.
 */
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { activePage, appPath, button, confirmDialog, demoApi, login, openApp, openMenu, row, snap, type App } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const view = activePage
const CHOSEN = /\/bpm\/process-instance\/create\?processDefinitionId=/

/** The browser holds a kept input of 发起流程 with `text` in it. */
const keptWith = (page: Page, text: string) =>
  page.waitForFunction(
    (t) =>
      Object.keys(localStorage).some(
        (k) => k.startsWith('form-draft:') && k.includes(':/bpm/process-instance/create:') && localStorage.getItem(k)!.includes(t),
      ),
    text,
  )
const keptInputs = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => /^form-draft:[^:]*:\//.test(k)))

/** 恢复 on the offer of what was kept, then the form holds it again. */
async function restore(page: Page, title: string, screenshot?: string) {
  const offer = view(page).getByTestId('draft-offer')
  await offer.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})? 填写的内容尚未提交$/).waitFor()
  if (screenshot) await snap(page, `${screenshot}-offered`)
  await button(offer, '恢复').click()
  await expect.poll(() => view(page).getByLabel('标题').inputValue()).toBe(title)
}

describe('发起流程 keeps what was typed', () => {
  it('through a reload and a session ended on the server; 退出登录 clears it', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin', '/bpm/process-instance/create')
    await button(row(view(page), '会签审批'), '选择').click()
    await page.waitForURL(CHOSEN)
    const chosen = appPath(page) + new URL(page.url()).search
    const form = view(page)
    await form.getByLabel('标题').fill('机房扩容申报')
    await form.getByLabel('预算（元）').fill('12000.5')
    await form.getByRole('checkbox', { name: '财务' }).check()
    await keptWith(page, '"finance"')

    // F5: the same process's form, and what was typed offered back
    await page.reload()
    await restore(page, '机房扩容申报', 'process-draft')
    await expect.poll(() => view(page).getByLabel('预算（元）').inputValue()).toBe('12000.5')
    expect(await view(page).getByRole('checkbox', { name: '财务' }).isChecked()).toBe(true)
    await snap(page, 'process-draft-restored')

    // the session ends on the server mid-form; 提交 finds out, the user signs in again and comes back to it
    await view(page).getByLabel('内容').fill('会话结束前写下的内容')
    await keptWith(page, '会话结束前写下的内容')
    const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    await demoApi(page, 'endSessions')
    await page.waitForFunction(
      (t) => !(window as never as { __demoApi: { acceptsAccessToken(t: string): boolean } }).__demoApi.acceptsAccessToken(t),
      token ?? '',
    )
    await button(view(page), '提交').click()
    await button(confirmDialog(page), '重新登录').click()
    await page.waitForURL((u) => u.pathname.endsWith('/entrance') && u.searchParams.get('redirect') === chosen)
    await page.locator('#username').fill('admin')
    await page.locator('#password').fill('admin123')
    await page.locator('button[type=submit]').first().click()
    await page.waitForURL(CHOSEN)
    await restore(page, '机房扩容申报')
    await expect.poll(() => view(page).getByLabel('内容').inputValue()).toBe('会话结束前写下的内容')

    // 退出登录: nobody's input stays in the browser, and signing in again offers nothing
    await page.getByTestId('avatar-menu').click()
    await openMenu(page).getByText('退出登录').click()
    await confirmDialog(page).locator('.ant-btn-primary').click()
    await page.waitForURL((u) => u.pathname.endsWith('/index') || u.pathname.endsWith('/entrance'))
    expect(await keptInputs(page)).toEqual([])
    await login(app, 'admin', chosen)
    await view(page).getByLabel('标题').waitFor()
    expect(await view(page).getByTestId('draft-offer').count()).toBe(0)
    expect(await view(page).getByLabel('标题').inputValue()).toBe('')
  })
})
