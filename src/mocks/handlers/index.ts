/**
 * Every demo handler: each `handlers/<area>.ts`, or each file of a large area's folder `handlers/<area>/` (bpm), exports
 * `handlers`, collected here. A first catch-all handler applies injected faults (faults.ts) to every /admin-api call, so
 * no handler deals with them.
 */
import { http, type HttpHandler } from 'msw'
import { faultResponse } from '../faults'
import { tokenTableSettled } from '../session'
import { api, bearer } from '../util'

const areas = import.meta.glob<{ handlers?: HttpHandler[] }>(['./*.ts', './*/*.ts', '!./index.ts', '!./**/*.test.ts'], {
  eager: true,
})

/**
 * Answers with the injected fault if one applies; otherwise returns nothing and msw moves on to the real handler.
 * First, a token another tab issued a moment ago is given the time to reach this tab's copy of the tables.
 */
const faults = http.all(api('/*'), async ({ request }) => {
  const token = bearer(request)
  if (token) await tokenTableSettled(token)
  return faultResponse(request)
})

export const handlers: HttpHandler[] = [faults, ...Object.values(areas).flatMap((area) => area.handlers ?? [])]
