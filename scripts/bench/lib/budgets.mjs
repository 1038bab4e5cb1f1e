// Every bench budget in one place (issue 13): change a figure here, not in a bench. `≤` throughout. Imported by the
// benches in scripts/bench/ (npm run bench runs only the .mjs files there, not this folder). Where an issue's target is
// tighter than the budget, the target is noted beside it: it becomes the budget once a bench meets it on a fresh clone.
export const BUDGETS = {
  entrance: {
    jsKiB: 130, // JS transferred on /portal/entrance, gzip bodies (issue 13's target; measured 115.2; the budget was 200)
    fcpMs: 200, // first contentful paint, unthrottled (issue 13's target; measured 192, 200 with index.html's loading view, 508 before)
    readyMs: 400, // sign-in form usable, unthrottled (issue 13's target; quiet machine at a81ea98: 255 and 238 ms, medians of 5)
    readyThrottledMs: 1400, // the same at 4× CPU throttle
  },
  shell: {
    tabSwitchMs: 50, // back to a cached tab: click → painted, median
    heapMiB: 50, // JS heap added by 20 cached pages
    searchKeystrokeMs: 3, // header search over 1,000 routes, median keystroke (issue 13's target; measured 1.9 and 1.8, was ≈6)
  },
  startup: {
    // scripts/bench/startup.mjs: /infra/config, remote build + demo backend behind nginx, cold cache; p90 of 10 runs
    // each way (issue 23: every time, not a median), on the loopback backend (the +30 ms figures are printed beside).
    // Quiet-ish machine (load 2.7–5.7), before → after issue 23's work, p90: sign-in at once 1,157 → 1,003, after a
    // pause 918 → 681, reload 997 → 814, data → row 824 / 488 → 570 / 492, list request 514 → 259 ms. The issue's
    // targets are tighter (450, 450, 120, spread 120): what is left is the first render of shell + page (≈260 ms) and
    // antd's chunk (download + evaluation) on the way. Under heavy load (≈10 on 2 cores) these fail.
    // Session of 2026-11-25 (fewer chunks, tenant looked up ahead, the rehearsal kept until the page mounts), before →
    // after in turns, 10 runs, p90: at once 1,117 → 806, after a pause 539 → 503, reload 913 → 808 (load 1.9–7.5).
    // Next session (the chrome after the page's first paint; the first rows asked with the session's calls at a
    // sign-in), f1cbc38 → after in turns, p90: at once 825 → 601, after a pause 466 → 424, reload 764 → 694 (load 1.4–4).
    // Session of 2026-11-26 (list tables without antd's measuring, requests without the XSRF cookie read, the first
    // page's prefetch module fetched on the entrance), 0bde342 → after in turns on a faster machine, p90: at once
    // 411 → 367, after a pause 281 → 246, reload 560 → 493, spread at once 101 → 115 (load 1.4–5.4).
    signInToRowP90Ms: 650, // Enter at once (fields filled as the form becomes usable) → first data row (target 450)
    signInPauseToRowP90Ms: 450, // Enter after 1.5 s on the filled form → first data row (target 450)
    reloadToRowP90Ms: 750, // reload of a signed-in list page → first data row (target 450)
    spreadMs: 250, // p90 − p10 of each flow: one mode, not two (target 120; measured 115 at once, 59 / 109 the others)
    dataToRowP90Ms: 650, // the list's answer is in → its first row painted (target 120; on a reload the answer now
    // comes before the page's code, so this is mostly waiting for code and render)
    // Issue 51: a reload's calls (session, first rows) leave from public/prefs.js as the page loads. f2e442a → after, in
    // turns, 3 × 10 runs at load 11–17 (figures in the commit): p90 466 / 796 / 510 → 150 / 250 / 233 (medians 304 /
    // 425 / 350 → 113 / 130 / 127): 250 holds all three after and fails all three before; on a quiet machine it is
    // prefs.js's own time (≈ 60–110 ms here).
    listRequestStartP90Ms: 250, // the page's list request leaves after navigation start, reload (issue 13's target 350)
    // Issue 51: with --vue2 (yudao-ui-admin-vue2 built for /yudao-admin/, in turns on the same backend), a reload's
    // median and p90 against the base's, cache off and on. 2026-11-29, 12 runs (24 reloads) at f49b0de beside the
    // session's start (ec7bef5), ours / base (median / p90): cache off 481 / 566 against 953 / 1050 (0.50 / 0.54; was
    // 513 / 597), cache on 358 / 438 against 648 / 768 (0.55 / 0.57; was 395 / 475). Not met with the cache on. What is
    // left, cache on (trace, ms after navigation start): ≈ 55 until the new document commits (the browser's, as the
    // base's), ≈ 30 parsing and prefs.js (its XHRs and hints), config.js (no-cache) before the modules run, V8 writing
    // its code cache of the chunks on this second load (≈ 35, on the main thread), the demo backend's answers (10–25 ms
    // of CPU, 40–70 ms beside the browser on 2 cores), then the first render (≈ 65–100) and its commit.
    // Later on 2026-11-29: the first render runs at once (main.tsx, not behind the code-cache writes of the first reload
    // from the HTTP cache), a list row's buttons are plain buttons (RowActionButton), and the list's pagination and its
    // toolbar's tips render after the first paint. 12 runs in turns with the base, 4ad19cb → 5206e04 (load 2.5–2.9):
    // cache off 403 / 470 → 393 / 438 (base 796 / 901: 0.49 / 0.49), cache on 310 / 357 → 293 / 333 (base 571 / 650:
    // 0.51 / 0.51), again, from V8's code cache as a user's later reloads are, 253 / 303 → 252 / 288 (base 505 / 604:
    // 0.50 / 0.48). Runs vary by ± 20–30 ms here: a step under ≈ 15 ms shows only at --cpu 4 (6 runs in turns: cache on
    // 804 → 748, again 701 → 595). Tried and dropped: config.js out of the path, antd's per-component box-sizing
    // resets, the first render with only the rows above the fold, the remembered calls sent before the hints, the
    // page's own chunk hinted too, V8's eager-compile hint on the big chunks (a cold reload 57 ms slower, the others
    // unchanged). Where a cache-on reload's time goes (untraced: navigation timing, long tasks): the document commits at
    // ≈ 15 ms, prefs.js sends the calls at ≈ 40, their answers are in at 55–115 (the demo backend shares the 2 cores
    // with the browser loading 15 scripts), the modules have run at ≈ 90–120, then the first render (≈ 80–100 ms, one
    // task: antd's theme token and CSS variables ≈ 10, the table ≈ 15) and its style, layout and paint (≈ 25).
    // Session of 2026-11-29 evening, 0d27271, 12 runs with the base (load falling 7 → 3 after a CI run): cache off
    // 382 / 425 against 759 / 877 (0.50 / 0.48), cache on 285 / 323 against 521 / 575 (0.55 / 0.56), again 229 / 257
    // against 471 / 509 (0.49 / 0.50): the base's own figures move by 10 % between runs, so the cache-on ratio lies
    // 0.51–0.55. Traced (again): the three answers are in at 69 / 108 / 113 ms, though the demo backend alone answers the
    // three at once in 7 ms (30 rounds, median): it waits for the 2 cores the browser is using; then one task of
    // ≈ 118 ms (the first render) and ≈ 45 of style, layout and paint. Module bodies are ≈ 43 ms of a profile in all
    // (unminified build), the chrome's share ≈ 5: moving the shell's chrome into a lazy chunk would not pay. The
    // eager-compile hint on the React chunk alone: no change (8 runs in turns). The second load from the cache (cache on)
    // compiles and writes V8's code cache that the third (again) reads (285 → 229 ms). A service worker that caches the
    // start-up chunks at its install (whose scripts get their code cache then) did not bring the third's figures to the
    // second, 6 runs in turns against the same build without it: served by static routing from its cache, cache on
    // 290 → 295, again 259 → 251; by a fetch handler, 317 → 330 and 264 → 301 (the worker's own start). Not kept.
    // Session of 2026-11-29 night: the bench waits for a console line the page writes at the row's frame instead of
    // evaluating in the page (Playwright's first evaluation in a new document, 8–15 ms, fell between the first render
    // and its frame in some reloads, the base's too). At 8b1c152, 12 runs with the base (load 1.2–2.4): cache off
    // 357 / 420 against 731 / 844 (0.49 / 0.50), cache on 252 / 302 against 493 / 614 (0.51 / 0.49), again 191 / 242
    // against 449 / 528 (0.43 / 0.46). Traced, the cache-on reload (the scripts' second load from the HTTP cache) has
    // V8 write each module tree's code cache in a task of its own, queued as the tree finishes running — boot and React
    // 10–20 ms, the layout's three chunks 20–26 ms. In two of three traces the layout's write was on the path to the
    // row: before the answers' load tasks (where the first render runs), or between the render and its frame. Its
    // cost follows the trees' size: the cache-on median's lead left. Tried and dropped: the other tabs'
    // `storage` listener added after the first paint (Chromium readies both storages then; 1–18 ms in profiles, yet
    // in turns 390 → 375 cold, 260 → 261 cache on, 207 → 210 again: noise); antd's per-component box-sizing resets
    // again (a whole-page style recalculation is ≈ 18 ms the first time after a sheet changes and ≈ 10 ms after,
    // with or without them).
    // Session of 2026-11-29, last: what the first row does without leaves the chunks a reload waits for — the date
    // picker, the shell's chrome (tools, breadcrumb, sidebar menu and its icons, tab strip, settings drawer), DOMPurify,
    // the list page's Card (components/lateLazy.tsx: fetched right after the first paint). antd + antdBase + layout
    // 1,172 → 866 kB (887 with the number input back in them: a dialog's fields must take typing at once). Four runs in turns with the session's start (9227bcf) and the base (10–12 runs each, load 1–8),
    // cache on, ours then the start's: 243 / 318 vs 274 / 331, 291 / 349 vs 298 / 336, 267 / 291 vs 269 / 341, and at
    // fcbf9bb 284 / 352 vs 278 / 316; ratio to the base 0.47 / 0.51, 0.50 / 0.51, 0.49 / 0.43, 0.51 / 0.51 (cold 0.43 /
    // 0.47, 0.51 / 0.50, 0.44 / 0.49, 0.46 / 0.50). The layout's code on the entrance: 260 / 313 → 231 / 288. The main
    // thread's busy time to the row barely moved (traced, cache on, 9 reloads each: median ≈ 207 → 203 ms): V8 compiles
    // lazily only what runs, so code that never ran before the row cost little. What is left: the first render's
    // JavaScript with its lazy compiles (≈ 90 ms), style and layout (≈ 25), the code-cache writes (≈ 20–30), the
    // document and prefs.js (≈ 15), the modules' evaluation (≈ 15). The cache-on ratio sits at the bound, run to run.
    // Session of 2026-11-30: the bench no longer emulates media over DevTools (lib/coldPage.mjs): lifting Playwright's
    // colour-scheme emulation as a navigation closes the old document's DevTools session restyled that whole document
    // (24 ms for the list page) before the new one could commit — a cost no user's reload has (with it the base's old
    // page let go 32–43 ms after navigation start, ours 35–85; ours now 15–20). Three runs of 12 with the base at
    // 6bb46fc (load ≤ 4), ours against the base, median / p90 and their ratios: cache off 395 / 484, 386 / 512,
    // 371 / 447 against 847 / 1013, 824 / 910, 805 / 985 (0.47 / 0.48, 0.47 / 0.56, 0.46 / 0.45: the second had a slow
    // stretch of six cold reloads, 451–593 ms); cache on 273 / 323, 266 / 313, 263 / 309 against 592 / 685, 574 / 698,
    // 580 / 743 (0.46 / 0.47, 0.46 / 0.45, 0.45 / 0.42); again 215 / 268, 209 / 261, 215 / 256 against 512 / 615,
    // 517 / 639, 509 / 612 (0.42 / 0.44, 0.40 / 0.41, 0.42 / 0.42). The cache-on reload (0.50 / 0.51 the same evening
    // with the emulation) passes in all three; the cold one's p90 in two of three. Tried and dropped the same night: the
    // servers at a higher CPU priority than the browser (answers no longer late, the row no sooner: 0.50 / 0.51), the
    // boot spinner still for its first 0.5 s, the layout's stylesheet applied from the hints instead of preloaded.
    reloadRatioToVue2: 0.5,
    callsAskedTwice: 0, // a reload's API call asked again with the same URL: one prefs.js sent ahead was not taken
    loadingViews: 0, // loading views mounted on the way to the first row (was 2 at sign-in before 30acc0b)
    rowsMounted: 1, // the first data row mounted once (reload and sign-in): the table is not rendered twice
  },
  bpmn: {
    foreignRatio: 1.2, // a 2 MB file from another tool, designer vs bare bpmn-js (issue 15's target; measured 0.97–1.07)
    importRatio: 1.15, // 1,500-element diagram, designer vs bare Modeler
    selectionToPanelMs: 12, // selection → panel rendered and laid out, median (issue 13's target; measured 4.3, was 8.8)
    selectionToPanelP90Ms: 16, // the same, 90th percentile (issue 13's target; measured 5.1, was 10.6)
    viewerRatio: 1.1, // highlighting 500 activities vs a bare NavigatedViewer import
  },
  form: {
    // scripts/bench/form.mjs: a 100-field form on 发起流程 (issue 43)
    firstPaintMs: 100, // click on 选择 → the form's top laid out, median and p90 (its rules came with the list)
    keystrokeMs: 16, // main-thread CPU from a key to the frame that shows it, median and p90
  },
  formDesigner: {
    // scripts/bench/formDesigner.mjs: a drag step over a 100-field form, pointer event → its work rendered and laid out
    dragStepMedianMs: 16, // issue 43: a drag step stays under 16 ms (one frame)
    dragStepP90Ms: 16,
  },
}

/**
 * Prints one PASS/FAIL line per check ([label, value, budget, unit]) and returns whether all passed; a bench exits 1
 * when any failed, so `npm run bench` fails on a missed budget.
 */
export function report(checks) {
  let ok = true
  for (const [label, value, limit, unit] of checks) {
    const pass = Number.isFinite(value) && value <= limit
    ok &&= pass
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}: ${value}${unit} (budget ≤ ${limit}${unit})`)
  }
  return ok
}
