/** The demo API for vitest (msw/node): tests/setup.ts starts it; tests call `http://localhost/admin-api/…`. */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import { liveHandlers } from './liveSocket'

/** With yudao's WebSocket (issue 24): jsdom's WebSocket is intercepted like the browser's. */
export const server = setupServer(...handlers, ...liveHandlers)
