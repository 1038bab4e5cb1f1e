/**
 * Every demo handler: each `handlers/<area>.ts` exports `handlers`, collected here. A first catch-all handler applies
 * injected faults (faults.ts) to every /admin-api call, so no handler deals with them.
 */
import { http, type HttpHandler } from 'msw'
import { faultResponse } from '../faults'
import { api } from '../util'

const areas = import.meta.glob<{ handlers?: HttpHandler[] }>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true })

/** Answers with the injected fault if one applies; otherwise returns nothing and msw moves on to the real handler. */
const faults = http.all(api('/*'), ({ request }) => faultResponse(request))

export const handlers: HttpHandler[] = [faults, ...Object.values(areas).flatMap((area) => area.handlers ?? [])]
