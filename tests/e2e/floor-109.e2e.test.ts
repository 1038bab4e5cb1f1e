// Windows 7's last Chrome (issue 50): Chromium 109 (@sparticuz/chromium 109.0.6). It has all the app uses: the
// build as today's browsers get it, nothing more.
import { describe } from 'vitest'
import { floorJourneys } from './floor'

describe('Chromium 109', () => floorJourneys(109, { needsLegacy: false }))
