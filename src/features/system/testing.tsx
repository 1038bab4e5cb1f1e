/** Test helpers for the system pages (imported by *.test.tsx only). */
import { render } from '@testing-library/react'
import { App as AntApp } from 'antd'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { tokens } from '../../api/http/tokens'
import { issueTokens, users } from '../../mocks/session'
import { useDict } from '../../stores/dict'
import { useSession } from '../../stores/session'

// jsdom's Blob has no stream(); msw builds a fetch Response from an XHR blob body (exports) and needs it.
if (typeof Blob !== 'undefined' && !Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    const read = () => this.arrayBuffer()
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await read()))
        controller.close()
      },
    })
  } as Blob['stream']
}

/** Signs a demo account in the way the guard would: tokens, permission info, dictionaries. */
export async function signIn(username: 'admin' | 'user') {
  const user = users.find((u) => u.username === username)!
  tokens.set(issueTokens(user.id))
  useDict.getState().reset()
  await useSession.getState().loadInfo()
  await useDict.getState().load(true)
}

/** Renders a page inside antd's App (messages, modals) at `path`, matched by `route`. */
export function renderPage(page: ReactElement, { path = '/', route = '/' } = {}) {
  return render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
      </MemoryRouter>
    </AntApp>,
  )
}
