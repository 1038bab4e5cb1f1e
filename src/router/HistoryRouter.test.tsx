// The router's two kinds of navigation (issue 23): transitions keep the page on screen while the next one loads; the
// urgent one (the entrance → the session's first page) renders at once.
import { act, render, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { Route, Routes, useNavigate } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { HistoryRouter, markNextNavigationUrgent } from './HistoryRouter'

const never = new Promise<never>(() => undefined)

/** A page whose code (or data) never arrives: it suspends. */
function Loading() {
  use(never)
  return null
}

function Home() {
  const navigate = useNavigate()
  return <button onClick={() => void navigate('/slow')}>home</button>
}

function renderRouter() {
  render(
    <HistoryRouter basename="/portal">
      <Suspense fallback={<p>loading view</p>}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/slow" element={<Loading />} />
        </Routes>
      </Suspense>
    </HistoryRouter>,
  )
}

describe('HistoryRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/portal/'))

  it('renders a navigation as a transition: the page stays while the next one suspends', async () => {
    renderRouter()
    await act(async () => screen.getByRole('button', { name: 'home' }).click())
    expect(window.location.pathname).toBe('/portal/slow')
    expect(screen.getByRole('button', { name: 'home' })).toBeInTheDocument()
    expect(screen.queryByText('loading view')).not.toBeInTheDocument()
  })

  it('renders the urgent navigation at once, and only that one', async () => {
    renderRouter()
    markNextNavigationUrgent()
    await act(async () => screen.getByRole('button', { name: 'home' }).click())
    expect(await screen.findByText('loading view')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'home' })).not.toBeInTheDocument()

    // The next one is a transition again: back home, then on to the suspending page keeps home on screen.
    await act(async () => window.history.back())
    await screen.findByRole('button', { name: 'home' })
    await act(async () => screen.getByRole('button', { name: 'home' }).click())
    expect(window.location.pathname).toBe('/portal/slow')
    expect(screen.getByRole('button', { name: 'home' })).toBeInTheDocument()
  })
})
