// The list table's first commit does only what a list needs (issue 23: the first data row after sign-in, fast).
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { msg } from '../../i18n'
import { renderListView } from './renderListView'
import type { ListPageDef } from './types'

const def: ListPageDef<{ id: number; name: string }, Record<string, unknown>> = {
  fetchPage: () => Promise.resolve({ list: [{ id: 1, name: '性别' }], total: 1 }),
  columns: [{ key: 'name', title: msg('common', 'status') }],
}

describe('ListView table', () => {
  it('does not measure the scrollbar (a style sheet and an element added and removed) for a header that is not fixed', async () => {
    const measured: string[] = []
    const observer = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element && node.id.startsWith('rc-scrollbar-measure')) measured.push(node.tagName)
    })
    observer.observe(document, { childList: true, subtree: true })
    try {
      renderListView(def)
      expect(await screen.findByText('性别')).toBeTruthy()
      await new Promise<void>((resolve) => queueMicrotask(resolve)) // the observer's records of that commit are delivered
      expect(measured).toEqual([])
    } finally {
      observer.disconnect()
    }
  })
})
