// The portal home is a page of the shell (issue 51): the shell's top bar carries the language switch and 关怀模式 on
// every width, so the page shows one of each, not a second pair in its own nav.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bindFeedback } from '../../api/http/feedback'
import { tokens } from '../../api/http/tokens'
import { TopBar } from '../../layout/TopBar'
import { issueTokens, users } from '../../mocks/session'
import { useApp, type Device } from '../../stores/app'
import { useSession } from '../../stores/session'
import Home from './pages/Home'

let unbind: () => void
beforeEach(async () => {
  unbind = bindFeedback({ error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) })
  tokens.set(issueTokens(users.find((u) => u.username === 'admin')!.id))
  await useSession.getState().loadInfo()
})
afterEach(() => {
  cleanup()
  unbind()
  useApp.getState().setDevice('desktop')
  useSession.getState().clear()
})

describe('the portal home inside the shell', () => {
  for (const device of ['desktop', 'mobile'] as Device[]) {
    it(`shows one language switch and one 关怀模式 switch (${device})`, async () => {
      useApp.getState().setDevice(device)
      await act(async () => {
        render(
          <AntApp>
            <MemoryRouter initialEntries={['/index']}>
              <TopBar />
              <main>
                <Home />
              </main>
            </MemoryRouter>
          </AntApp>,
        )
      })
      await screen.findByRole('navigation', { name: '门户导航' })
      const bar = document.querySelector('.navbar')!
      await waitFor(() => expect(bar.querySelector('.care-toggle')).not.toBeNull()) // the top bar's tools come after
      expect(screen.getAllByTestId('care-toggle')).toEqual([bar.querySelector('.care-toggle')])
      expect(screen.getAllByRole('button', { name: 'English' })).toEqual([bar.querySelector('.language-switch')])
    })
  }
})
