/**
 * The classic script the floor's browsers (Chromium 86–98) run before the app (issue 50; bundled and named by
 * scripts/legacyBrowsers.mjs, asked for by public/prefs.js only where the browser lacks what the app uses): today's
 * browsers never load it. Its parts run in order, before any of the app's modules.
 */
// Run-time APIs the app and its libraries call that Chromium 86 lacks, found by running the journeys there:
// Array.prototype.at and findLast (92, 97), Object.hasOwn (93), structuredClone (98: the demo API's store).
import 'core-js/actual/array/at'
import 'core-js/actual/array/find-last'
import 'core-js/actual/array/find-last-index'
import 'core-js/actual/string/at'
import 'core-js/actual/object/has-own'
import 'core-js/actual/structured-clone'
import { switchToLegacyStylesheets } from './stylesheets'

switchToLegacyStylesheets(document)
