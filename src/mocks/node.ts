/** The demo API for vitest (msw/node): tests/setup.ts starts it; tests call `http://localhost/admin-api/…`. */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const server = setupServer(...handlers)
