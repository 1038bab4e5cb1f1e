// The layout's rehearsal on the entrance (issue 23): it renders antd's parts once and leaves nothing behind.
import { describe, expect, it, vi } from 'vitest'
import { rehearseLayout } from './rehearsal'

describe('rehearseLayout', () => {
  it('renders the menu, the search form and a table off the document, then drops them, saying nothing', async () => {
    const page = document.body.innerHTML
    const errors = vi.spyOn(console, 'error')
    const host = document.createElement('div')
    const rendered: string[] = []
    const watch = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) rendered.push(n.innerHTML)
    })
    watch.observe(host, { childList: true })
    await rehearseLayout(host)
    watch.disconnect()
    const html = rendered.join('')
    for (const part of ['ant-menu', 'ant-form', 'ant-select', 'ant-picker', 'ant-table', 'ant-pagination', 'ant-tabs'])
      expect(html).toContain(part)
    expect(host).toBeEmptyDOMElement()
    expect(document.body.innerHTML).toBe(page)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
