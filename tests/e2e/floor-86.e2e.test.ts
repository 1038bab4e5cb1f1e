// The floor itself (issue 50): Chromium 86 (chrome-aws-lambda 5.3.1), as 360 安全浏览器 13's 极速模式 and the 信创
// desktops' kernels of that generation. It needs the legacy script and stylesheets (public/prefs.js).
import { describe } from 'vitest'
import { floorJourneys } from './floor'

describe('Chromium 86', () => floorJourneys(86, { needsLegacy: true }))
