// English everywhere (issue 25), the twin of the Chinese journey (i18n.e2e.test.ts): a browser that prefers English
// gets the interface in English — the entrance, every route of the shell and the portal, dialogs, date pickers, the
// designer with its simulation and log — with no Chinese character in the interface's own text or accessible names.
// Data stays as the server sends it (menu names, dictionary labels, table cells: marked translate="no" or data cells).
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import bpmEn from '../../src/features/bpm/locales/en'
import bpmnEn from '../../src/features/bpmn/locales/en'
import systemEn from '../../src/features/system/locales/en'
import { OPEN_PATHS } from '../../src/router/staticRoutes'
import { UNUSED_ANTD_CLASSES } from '../../scripts/antdCss.mjs'
import { activePage, appPath, openApp, signIn, textLines, type App } from './harness'
import { CHINESE_RUNS, distinct, everyRoute, go, settled, watchServerData, wrongWords } from './textScan'

export const chineseIn = (text: string): string[] => text.match(CHINESE_RUNS) ?? []

/** The Chinese on the page now that is not data the API sent (watched by `englishApp`). */
const chineseOn = (page: Page, label: string) => wrongWords(page, label, (text) => chineseIn(text).filter((run) => !data.get(page)?.isData(run)))
const data = new WeakMap<Page, ReturnType<typeof watchServerData>>()

/**
 * Elements of antd components whose styles the build leaves out (scripts/antdCss.mjs), anywhere in the document (kept-
 * alive pages too): `label: ant-tree-treenode` per class found.
 */
const unshipped = (page: Page, label: string) =>
  page.evaluate(
    ([prefixes, label]) =>
      [...document.querySelectorAll(prefixes.map((p) => `[class^="${p}"],[class*=" ${p}"]`).join(','))].flatMap((el) =>
        [...el.classList].filter((c) => prefixes.some((p) => c === p || c.startsWith(`${p}-`))).map((c) => `${label}: ${c}`),
      ),
    [UNUSED_ANTD_CLASSES, label] as const,
  )

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** The properties panel's labels set on more than one line (issue 46: "Process / name" in an 84 px column at 1440 px). */
async function wrappedPanelLabels(page: Page, where: string): Promise<string[]> {
  const wrapped: string[] = []
  for (const label of await activePage(page).locator('.bpmn-panel-label').filter({ visible: true }).all())
    if ((await label.evaluate(textLines)) > 1) wrapped.push(`${where}: ${await label.textContent()}`)
  return wrapped
}

/** A browser that prefers English, its API answers watched for what is data. */
async function openInEnglish() {
  const opened = await openApp({ locale: 'en-US' })
  data.set(opened.page, watchServerData(opened.page))
  return opened
}

describe('no Chinese a user of the English interface can reach (issue 25)', () => {
  it('finds Chinese characters and full-width punctuation, and nothing in English', () => {
    expect(chineseIn('Process model，Deploy')).toEqual(['，'])
    expect(chineseIn('新增 Add')).toEqual(['新增'])
    expect(chineseIn('Created at (2026-11-25 10:00:00)')).toEqual([])
  })

  it('the entrance and the open pages, without a session: English from the browser’s preference', { timeout: 180_000 }, async () => {
    app = await openInEnglish()
    const { page } = app
    const problems: string[] = []
    for (const path of [...OPEN_PATHS, '/404', '/401']) {
      await page.goto(app.url(path))
      await page.waitForFunction(() => !!document.querySelector('#root > :not([data-boot])'))
      await settled(page)
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe('en')
      problems.push(...(await chineseOn(page, path)))
    }
    expect(distinct(problems)).toEqual([])
  })

  it('every route of the shell and the portal, signed in as admin; a dialog and a date picker', { timeout: 600_000 }, async () => {
    app = await openInEnglish()
    const { page } = app
    await signIn(app, 'admin')
    const paths = await everyRoute(page)
    expect(paths.length).toBeGreaterThan(30)

    const problems: string[] = []
    // Every page also shows only antd components whose styles the build ships (issue 23).
    const unstyled: string[] = []
    for (const path of paths) {
      await go(page, path)
      problems.push(...(await chineseOn(page, path)))
      unstyled.push(...(await unshipped(page, path)))
    }

    // A list page's create dialog and its date-range picker: antd's own words in English, weeks from Sunday.
    await go(page, '/infra/config')
    const view = activePage(page)
    await view.getByRole('button', { name: 'Add', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: systemEn.configAdd })
    await dialog.waitFor()
    problems.push(...(await chineseOn(page, 'config, create dialog')))
    // Its English labels each on one line (the 96 px column set "Parameter / name" on two, the colon alone).
    const labels = dialog.locator('.ant-form-item-label label')
    await expect.poll(() => labels.count()).toBeGreaterThan(4)
    const wrapped: (string | null)[] = []
    for (const label of await labels.all()) if ((await label.evaluate(textLines)) > 1) wrapped.push(await label.textContent())
    expect(wrapped, 'dialog labels set on two lines').toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await view.locator('.ant-picker-range').first().click()
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor()
    problems.push(...(await chineseOn(page, 'config, date-range picker')))
    unstyled.push(...(await unshipped(page, 'config, date-range picker')))
    const weekdays = await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-content thead th').allInnerTexts()
    expect(weekdays.slice(0, 7)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'])
    expect(distinct(problems)).toEqual([])
    expect([...new Set(unstyled)]).toEqual([])
    expect(appPath(page)).toBe('/infra/config')

    // The scan is not blind: the API's strings were seen, and a Chinese text of the page's own is found.
    expect(data.get(page)!.strings.length).toBeGreaterThan(100)
    await view.evaluate((pane) => pane.insertAdjacentHTML('afterbegin', '<p id="leftover">未翻译的文字</p>'))
    expect(await chineseOn(page, 'leftover')).toEqual([expect.stringContaining('"未翻译的文字" in text')])
    await view.evaluate(() => document.getElementById('leftover')?.remove())
    // …and so is the styles check.
    await view.evaluate((pane) => pane.insertAdjacentHTML('afterbegin', '<p id="leftover" class="x ant-carousel">1</p>'))
    expect(await unshipped(page, 'probe')).toEqual(['probe: ant-carousel'])
    await view.evaluate(() => document.getElementById('leftover')?.remove())
  })

  it('the designer: palette, context pad, change-type menu, properties panel of each element kind, lint, minimap, simulation and its log', { timeout: 300_000 }, async () => {
    app = await openInEnglish()
    const { page } = app
    await signIn(app, 'admin', '/bpm/manager/model')
    const view = () => activePage(page)
    await view().locator('.ant-table-tbody tr').filter({ hasText: '采购审批' }).getByRole('button', { name: bpmEn.designProcess }).click()
    await page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
    await view().locator('.bpmn-properties-panel[data-element-id]').waitFor()
    await settled(page)
    const problems: string[] = [...(await chineseOn(page, 'designer'))]
    const wrapped = await wrappedPanelLabels(page, 'process')
    // 关怀模式's larger type: the label column grows with it.
    await page.locator('.navbar').getByTestId('care-toggle').click()
    await page.locator('html[data-care="1"]').waitFor({ state: 'attached' })
    wrapped.push(...(await wrappedPanelLabels(page, 'process in 关怀模式')))
    await page.locator('.navbar').getByTestId('care-toggle').click()
    await page.locator('html:not([data-care="1"])').waitFor({ state: 'attached' })

    // A task from the palette, left unconnected and unnamed: the lint report has something to say about it.
    const shapes = await view().locator('.djs-shape[data-element-id]').count()
    await view().locator('.djs-palette [data-action="create.task"]').click()
    const canvas = await view().locator('.djs-container').boundingBox()
    await page.mouse.click(canvas!.x + canvas!.width - 160, canvas!.y + canvas!.height - 120)
    await expect.poll(() => view().locator('.djs-shape[data-element-id]').count()).toBe(shapes + 1)
    const labelEditor = view().locator('.djs-direct-editing-parent')
    await labelEditor.waitFor()
    await page.keyboard.press('Escape')
    await labelEditor.waitFor({ state: 'hidden' })
    // diagram-js swallows the first element click within 400 ms of a placement: spend it on the empty canvas.
    await page.mouse.click(canvas!.x + canvas!.width / 2, canvas!.y + 40)

    const ids = await view().locator('.djs-element[data-element-id]:not(.djs-root)').evaluateAll((els) =>
      [...new Set(els.map((e) => e.getAttribute('data-element-id')!))].filter((id) => !id.endsWith('_label')),
    )
    expect(ids.length).toBeGreaterThan(5)
    for (const id of ids) {
      await view().locator(`.djs-element[data-element-id="${id}"] .djs-hit`).first().click({ force: true })
      await view().locator(`.bpmn-properties-panel[data-element-id="${id}"]`).waitFor()
      problems.push(...(await chineseOn(page, `designer, ${id} selected`)))
      wrapped.push(...(await wrappedPanelLabels(page, id)))
    }
    expect(wrapped, 'panel labels set on two lines').toEqual([])
    await view().locator('.djs-element[data-element-id="manager"] .djs-hit').first().click({ force: true })
    await view().locator('.djs-context-pad .entry[data-action="replace"]').click()
    await page.locator('.djs-popup').waitFor()
    problems.push(...(await chineseOn(page, 'designer, change-type menu')))
    await page.keyboard.press('Escape')

    await view().getByRole('button', { name: bpmnEn.lint, exact: true }).click()
    await view().locator('.sme-lint-badge').first().waitFor()
    problems.push(...(await chineseOn(page, 'designer, lint report')))
    await view().getByRole('button', { name: bpmnEn.minimap, exact: true }).click()
    await view().locator('.djs-minimap.open').waitFor()
    problems.push(...(await chineseOn(page, 'designer, minimap')))

    await view().getByRole('button', { name: bpmnEn.simulate, exact: true }).click()
    await view().locator('.bts-palette [title="Toggle Simulation Log"]').click()
    await view().locator('.bts-log:not(.hidden)').waitFor()
    await view().locator('.bts-context-pad:not(.hidden)[title="Trigger Event"]').first().click()
    await view().locator('.bts-log .bts-content .bts-text').first().waitFor()
    problems.push(...(await chineseOn(page, 'designer, simulation with its log')))
    expect(distinct(problems)).toEqual([])
  })
})

describe('switching in place (issue 25)', () => {
  it('the top bar’s switch turns the open designer and a kept-alive list page to English: diagram, its undo and the typed search stay', { timeout: 180_000 }, async () => {
    app = await openApp()
    const { page } = app
    data.set(page, watchServerData(page))
    await signIn(app, 'admin', '/infra/config')
    const config = activePage(page)
    const search = config.getByRole('textbox', { name: '参数名称' })
    await search.fill('上传')

    await go(page, '/bpm/manager/model')
    await activePage(page).locator('.ant-table-tbody tr').filter({ hasText: '采购审批' }).getByRole('button', { name: '设计流程' }).click()
    await page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
    const designer = () => activePage(page)
    await designer().locator('.bpmn-properties-panel[data-element-id]').waitFor()
    // A change to undo after the switch: a task from the palette.
    const before = await designer().locator('.djs-shape[data-element-id]').count()
    await designer().locator('.djs-palette [data-action="create.task"]').click()
    const canvas = await designer().locator('.djs-container').boundingBox()
    await page.mouse.click(canvas!.x + canvas!.width - 160, canvas!.y + canvas!.height - 120)
    await expect.poll(() => designer().locator('.djs-shape[data-element-id]').count()).toBe(before + 1)
    await page.keyboard.press('Escape')

    await page.locator('[data-testid=top-bar], header').first().getByRole('button', { name: 'English' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await expect
      .poll(() => designer().locator('.djs-palette [data-action="create.task"]').getAttribute('aria-label'))
      .toBe('Create task')
    expect(await designer().locator('.djs-shape[data-element-id]').count()).toBe(before + 1)
    // bpmn-js's undo still knows the task placed before the switch.
    await designer().locator('.djs-container').click({ position: { x: 10, y: 10 } })
    await page.keyboard.press('Control+z')
    await expect.poll(() => designer().locator('.djs-shape[data-element-id]').count()).toBe(before)
    expect(distinct(await chineseOn(page, 'designer after the switch'))).toEqual([])

    await go(page, '/infra/config')
    const search2 = activePage(page).getByRole('textbox', { name: systemEn.configName })
    await expect.poll(() => search2.inputValue()).toBe('上传')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  })
})
