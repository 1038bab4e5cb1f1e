import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { useLayoutEffect } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTabs } from '../stores/tabs'
import { FirstPaintDone, useTrackFirstPaint } from '../components/firstPaint'
import { TabsBar } from './TabsBar'
import { TopBar } from './TopBar'

afterEach(() => {
  cleanup()
  useTabs.getState().reset()
})

/** A shell in miniature: the chrome (top bar, tab strip) and a page, as Shell.tsx composes them. */
function MiniShell({ commits }: { commits: string[] }) {
  const ready = useTrackFirstPaint()
  return (
    <FirstPaintDone.Provider value={ready}>
      <header>
        <TopBar />
        <TabsBar />
      </header>
      <main>
        <Page commits={commits} />
      </main>
    </FirstPaintDone.Provider>
  )
}

/** Records, at each commit of the page, whether the chrome's parts were in the document with it. */
function Page({ commits }: { commits: string[] }) {
  useLayoutEffect(() => {
    commits.push(
      document.querySelector('.right-menu') || document.querySelector('.ant-tabs') ? 'with chrome' : 'page only',
    )
  })
  return <table data-testid="rows" />
}

const renderShell = (commits: string[]) =>
  render(
    <AntApp>
      <MemoryRouter initialEntries={['/index']}>
        <MiniShell commits={commits} />
      </MemoryRouter>
    </AntApp>,
  )

describe('the chrome after the page (issue 23)', () => {
  it('the first commit is the page with the chrome’s frame; the menu, tools and tabs follow after that paint', async () => {
    const commits: string[] = []
    const seenInFirstFrame: boolean[] = []
    renderShell(commits)
    expect(commits).toEqual(['page only'])
    // The frame that paints the page: the chrome is still not in it.
    await act(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => done(void seenInFirstFrame.push(!!document.querySelector('.right-menu')))),
        ),
    )
    expect(seenInFirstFrame).toEqual([false])
    // The containers are there from the start, so the page doesn't move when they fill in.
    expect(document.querySelector('.navbar')).toBeInTheDocument()
    expect(screen.getByTestId('hamburger')).toBeInTheDocument()
    expect(screen.getByTestId('tabs-bar')).toBeInTheDocument()

    expect(await screen.findByRole('button', { name: '搜索' })).toBeInTheDocument()
    await waitFor(() => expect(document.querySelector('.ant-tabs')).toBeInTheDocument())
    expect(screen.getByTestId('rows')).toBeInTheDocument()
  })

  // The tools' code may still be on its way (components/lateLazy.tsx): their box is there with the page, they follow.
  it('a hidden page (nothing is painted) renders the chrome with the page at once', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const commits: string[] = []
    renderShell(commits)
    expect(commits).toEqual(['with chrome'])
    expect(await screen.findByRole('button', { name: '搜索' })).toBeInTheDocument()
  })

  it('a part rendered outside the shell renders whole', async () => {
    render(
      <AntApp>
        <MemoryRouter initialEntries={['/index']}>
          <TopBar />
        </MemoryRouter>
      </AntApp>,
    )
    expect(await screen.findByRole('button', { name: '搜索' })).toBeInTheDocument()
  })
})
