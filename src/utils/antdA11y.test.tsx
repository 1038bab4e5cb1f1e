import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { watchAntdA11y } from './antdA11y'

// jsdom: the repairs on antd's markup as antd renders it (issue 12). A .tsx name so it runs in the DOM environment.
let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  document.body.innerHTML = ''
})
const nextMutations = () => new Promise((r) => setTimeout(r, 0))

describe('watchAntdA11y', () => {
  it('takes the tab close and overflow buttons out of the tablist for assistive technology, keeping Delete', async () => {
    document.body.innerHTML = `<div class="ant-tabs ant-tabs-editable"><div role="tablist" class="ant-tabs-nav">
      <div class="ant-tabs-tab"><div role="tab" tabindex="0">首页</div><button class="ant-tabs-tab-remove" tabindex="0" aria-label="关闭">×</button></div>
      <button class="ant-tabs-nav-more" aria-controls="x">…</button></div></div>`
    stop = watchAntdA11y(document.body)
    const remove = document.querySelector('.ant-tabs-tab-remove')!
    expect(remove.getAttribute('aria-hidden')).toBe('true')
    expect(remove.getAttribute('tabindex')).toBe('-1')
    expect(document.querySelector('[role=tab]')!.getAttribute('aria-keyshortcuts')).toBe('Delete')
    expect(document.querySelector('.ant-tabs-nav-more')!.getAttribute('aria-hidden')).toBe('true')
    // React puts tabindex back when the active tab changes: the repair follows
    remove.setAttribute('tabindex', '0')
    await nextMutations()
    expect(remove.getAttribute('tabindex')).toBe('-1')
  })

  it('makes the measuring row inert, scrollable table bodies focusable, and names icon-only buttons added later', async () => {
    stop = watchAntdA11y(document.body)
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="ant-table-body" style="overflow:auto"><table><tr aria-hidden="true" class="ant-table-measure-row"><td><input type="checkbox"></td></tr></table></div>
       <ul><li class="ant-pagination-prev" title="上一页"><button></button></li><li class="ant-pagination-next" title="下一页"><button></button></li></ul>
       <button class="ant-input-search-btn"><span aria-hidden="true"></span></button><button class="ant-input-search-btn" aria-label="查找"></button>`,
    )
    await nextMutations()
    expect(document.querySelector('.ant-table-measure-row')!.hasAttribute('inert')).toBe(true)
    expect(document.querySelector('.ant-table-body')!.getAttribute('tabindex')).toBe('0')
    expect(document.querySelector('.ant-pagination-prev button')!.getAttribute('aria-label')).toBe('上一页')
    expect(document.querySelector('.ant-pagination-next button')!.getAttribute('aria-label')).toBe('下一页')
    const [search, named] = document.querySelectorAll('.ant-input-search-btn')
    expect(search.getAttribute('aria-label')).toBe('搜索')
    expect(named.getAttribute('aria-label')).toBe('查找') // a name the caller gave stays
  })
})

describe('antdA11y source', () => {
  it('every repair names the upstream antd issue, or says honestly that none was found and what was searched', () => {
    const source = readFileSync(resolve(process.cwd(), 'src/utils/antdA11y.ts'), 'utf8') // jsdom: import.meta.url is not a file URL
    const list = source.slice(source.indexOf('= [', source.indexOf('const REPAIRS')), source.indexOf('\n]\n'))
    const repairs = list.split(/\n {2}\{\n/).slice(1)
    expect(repairs.length).toBe((list.match(/\bselector:/g) ?? []).length)
    expect(repairs.length).toBeGreaterThanOrEqual(4)
    for (const repair of repairs) {
      const comment = repair.slice(0, repair.indexOf('selector:'))
      expect(comment, repair.split('\n')[0]).toMatch(
        /ant-design\/ant-design#\d+|no upstream issue found \(searched [^)]+\)/,
      )
    }
  })
})
