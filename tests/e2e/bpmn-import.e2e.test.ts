// Issue 15: the designer, and model import on the list page, open what other modelling tools write.
// Fixtures: src/features/bpmn/import/fixtures (each stands for one tool's output).
import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { activePage, button, login, openApp, openDialog, row, snap, toast, type App } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** The machine running journeys is shared and busy: states are waited for generously (never a fixed time). */
const WAIT = { timeout: 60_000 }
const JOURNEY_MS = 240_000
async function start() {
  app = await openApp()
  app.page.setDefaultTimeout(WAIT.timeout)
  await login(app, 'admin')
  return app
}

const FIXTURES = 'src/features/bpmn/import/fixtures/'
const fixture = (name: string) => readFileSync(FIXTURES + name)
/** Shapes and edges of the file's diagrams (the tags are ASCII in every encoding used here but UTF-16). */
const diCount = (bytes: Buffer) => (bytes.toString('latin1').match(/<bpmndi:BPMN(Shape|Edge)\b/g) ?? []).length
/** The same for the file's first diagram only: what the canvas shows before a drill-down into a subprocess. */
const firstDiagramDiCount = (bytes: Buffer) =>
  diCount(Buffer.from(bytes.toString('latin1').split(/<bpmndi:BPMNDiagram\b/)[1] ?? '', 'latin1'))

const canvas = (page: Page) => activePage(page).locator('.bpmn-designer-canvas')
const shape = (page: Page, id: string) => canvas(page).locator(`.djs-element[data-element-id="${id}"]`).first()
/** Drawn shapes and connections (labels aside) on the designer's canvas, drill-down planes included. */
const drawnCount = (page: Page) =>
  canvas(page).locator('.djs-shape:not([data-element-id$="_label"]), .djs-connection').count()
const notice = (page: Page) => activePage(page).locator('.bpmn-import-notice')

async function openFile(page: Page, name: string, buffer: Buffer) {
  await activePage(page).getByTestId('bpmn-file-input').setInputFiles({ name, mimeType: 'application/xml', buffer })
}

async function openDesigner(page: Page, url: (p: string) => string, modelName: string) {
  await page.goto(url('/bpm/manager/model'))
  await button(row(activePage(page), modelName), '设计流程').click()
  await page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
  await canvas(page).locator('.djs-palette .entry').first().waitFor()
}

async function downloadBpmn(page: Page): Promise<Buffer> {
  await activePage(page)
    .getByRole('button', { name: /下载文件/ })
    .hover()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('下载为 BPMN 文件').click()])
  return readFileSync((await download.path())!)
}

describe('designer: files from other tools', () => {
  it(
    'opens a windows-1252 file with its warnings listed, saves UTF-8 that re-opens equal, and keeps it when a broken file follows',
    async () => {
      const { page, url } = await start()
      await openDesigner(page, url, '会签审批')

      const original = fixture('cp1252-visio.bpmn')
      await openFile(page, 'angebot.bpmn', original)
      await expect.poll(() => shape(page, 'Task_2').textContent(), WAIT).toContain('Preis 1.000 € – freigeben')
      expect(await drawnCount(page)).toBe(diCount(original))

      // non-blocking: the canvas works while the notice is up; the list says what and where
      await expect.poll(() => notice(page).innerText(), WAIT).toContain('已导入，2 条警告')
      await button(notice(page), '查看警告').click()
      const list = notice(page).getByRole('list', { name: '导入警告列表' })
      await expect
        .poll(() => list.innerText())
        .toContain('未知属性 customPriority（原样保留）（位置：用户任务 Task_1「Angebot „Premium“ prüfen」）')
      await snap(page, 'bpmn-import-warnings')
      await shape(page, 'Task_1').click()
      await expect
        .poll(() => page.locator('.bpmn-properties-panel').getAttribute('data-element-id'), WAIT)
        .toBe('Task_1')

      const saved = await downloadBpmn(page)
      const text = saved.toString('utf8')
      expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
      expect(text).toContain('name="Preis 1.000 € – freigeben"')
      expect(text).toContain('vis:shapeId="11"')
      expect(text).toContain('customPriority="1"')
      expect(diCount(saved)).toBe(diCount(original))

      // re-open what was saved: the same drawing
      await openFile(page, 'saved.bpmn', saved)
      await expect.poll(() => drawnCount(page), WAIT).toBe(diCount(original))
      expect(await shape(page, 'Task_2').textContent()).toContain('Preis 1.000 € – freigeben')

      // a broken file is refused and the diagram stays
      await openFile(page, 'broken.bpmn', fixture('broken-truncated.bpmn'))
      await toast(page, '文件不是有效的 XML，无法导入').waitFor()
      expect(await drawnCount(page)).toBe(diCount(original))
      expect(await shape(page, 'Task_2').textContent()).toContain('Preis 1.000 € – freigeben')

      // a vendor's elements outside extensionElements are saved too (not just listed as dropped)
      await openFile(page, 'vendor.bpmn', fixture('vendor-extensions.bpmn'))
      await expect.poll(() => notice(page).innerText(), WAIT).toContain('已导入，1 条警告')
      const vendor = (await downloadBpmn(page)).toString('utf8')
      expect(vendor).toContain('<ot:schemaObjectDescription ot:lang="de">legacy</ot:schemaObjectDescription>')
      expect(vendor).toContain('<ot:shapeStyle fill="#ffffcc" />')
    },
    JOURNEY_MS,
  )

  it(
    'lays out a model without diagram interchange and draws two pools with message flows, with or without their layout',
    async () => {
      const { page, url } = await start()
      await openDesigner(page, url, '会签审批')
      await openFile(page, 'expense.bpmn', fixture('no-di.bpmn'))
      await expect.poll(() => notice(page).innerText(), WAIT).toContain('已自动布局')
      await expect.poll(() => drawnCount(page), WAIT).toBe(12)
      const saved = await downloadBpmn(page)
      expect(diCount(saved)).toBe(12) // the saved file carries the layout

      const pools = fixture('two-pools.bpmn')
      await openFile(page, 'pools.bpmn', pools)
      await shape(page, 'B_Receive').waitFor()
      await expect.poll(() => drawnCount(page), WAIT).toBe(diCount(pools))
      expect(await shape(page, 'Msg_2').count()).toBe(1) // a message flow between the pools
      await snap(page, 'bpmn-import-pools')

      // the same collaboration without diagram interchange: every pool laid out, the message flows drawn, and the
      // notice says what the layout left undrawn (kept in the saved file)
      await openFile(page, 'pools-no-di.bpmn', fixture('no-di-pools.bpmn'))
      await expect.poll(() => notice(page).innerText(), WAIT).toMatch(/泳道 2 个、.*未自动布局：不绘制，保存时原样保留/)
      await shape(page, 'B_Receive').waitFor()
      const laidOut = await downloadBpmn(page)
      // the event subprocess is laid out collapsed: its start event is on its own drill-down plane
      expect(await drawnCount(page)).toBe(firstDiagramDiCount(laidOut))
      expect(diCount(laidOut)).toBe(firstDiagramDiCount(laidOut) + 1)
      expect(await canvas(page).locator('.djs-shape[data-element-id^="Pool_"]').count()).toBe(2)
      expect(await shape(page, 'Msg_1').count()).toBe(1)
      expect(laidOut.toString('utf8')).toContain('<bpmn:lane id="Lane_1" name="销售">')
      await snap(page, 'bpmn-import-pools-laid-out')
    },
    JOURNEY_MS,
  )
})

describe('model list: import a file as a new model', () => {
  async function importModel(page: Page, name: string): Promise<Locator> {
    await button(activePage(page), '导入流程').click()
    const dialog = openDialog(page, '导入流程')
    await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/xml', buffer: fixture(name) })
    return dialog
  }

  it(
    'imports a GBK file from an Activiti tool, and a file without layout; both open in the designer',
    async () => {
      const { page, url } = await start()
      await page.goto(url('/bpm/manager/model'))
      await row(activePage(page), '会签审批').waitFor()

      let dialog = await importModel(page, 'gbk-activiti.bpmn')
      await expect.poll(() => dialog.getByLabel('流程名称').inputValue(), WAIT).toBe('请假流程（GBK）')
      expect(await dialog.getByLabel('流程标识').inputValue()).toBe('leave_gbk')
      expect(await dialog.locator('.bpmn-import-notice').innerText()).toContain('文件方言：Activiti')
      await button(dialog, '导入').click()
      await toast(page, '导入成功').waitFor()
      await row(activePage(page), '请假流程（GBK）').waitFor()

      dialog = await importModel(page, 'no-di.bpmn')
      await expect.poll(() => dialog.locator('.bpmn-import-notice').innerText(), WAIT).toContain('已自动布局')
      expect(await dialog.getByLabel('流程标识').inputValue()).toBe('expense') // a seeded model has that key: rename
      await dialog.getByLabel('流程标识').fill('expense_imported')
      await dialog.getByLabel('流程名称').fill('报销（导入）')
      await button(dialog, '导入').click()
      await toast(page, '导入成功').waitFor()

      // a file that is not a model: refused in the dialog, nothing created
      dialog = await importModel(page, 'not-bpmn.xml')
      await expect.poll(() => dialog.innerText(), WAIT).toContain('文件不是 BPMN 2.0 流程定义')
      await button(dialog, '导入').click()
      await expect.poll(() => dialog.innerText(), WAIT).toContain('文件不是 BPMN 2.0 流程定义')
      await button(dialog, '取消').click()

      await openDesigner(page, url, '请假流程（GBK）')
      await expect.poll(() => shape(page, 'Task_1').textContent(), WAIT).toContain('部门经理审批')
      expect(await drawnCount(page)).toBe(diCount(fixture('gbk-activiti.bpmn')))
      await openDesigner(page, url, '报销（导入）')
      await expect.poll(() => drawnCount(page), WAIT).toBe(12)
    },
    JOURNEY_MS,
  )
})
