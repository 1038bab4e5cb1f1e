/*
 * Display preferences before the first paint (issue 12): no white flash on a reload in dark, and 关怀模式 from the
 * first frame; <html lang> in the interface's language (issue 25), so the boot view says 加载中… or Loading….
 * A classic external script loaded synchronously by index.html, because the CSP allows no inline script.
 *
 * Contract with the app: it reads what src/stores/settings.ts persists under STORAGE_KEYS.layoutSetting
 * (src/utils/storage.ts), i.e. {"state":{"colorScheme":"light|dark|system","care":true|false,…},"version":N}, and marks
 * <html> as src/utils/displayPrefs.ts's markDocument does; and whether there is a session (STORAGE_KEYS.accessToken).
 * Change them together: src/stores/settings.test.ts runs this file against the store's own output.
 */
;(function () {
  var KEY = 'layout-setting'
  var root = document.documentElement
  // The floor (issue 50): Chromium 86 and the browsers of its generation (ES modules, Element#replaceChildren). Below it
  // (IE, Chromium < 86) the app can't run: the boot stylesheet shows index.html's #browser-too-old for this class at
  // once, and main.tsx mounts nothing. This file stays ES5, so the oldest browser reads this far (eslint checks).
  var tooOld = !('noModule' in document.createElement('script')) || typeof Element.prototype.replaceChildren !== 'function'
  if (tooOld) root.className += ' browser-too-old'
  // Above the floor but before Chromium 99 (no cascade layers, structuredClone, …): the legacy script
  // (scripts/legacyBrowsers.mjs, named on this tag by the build) runs before the app's modules. Today's browsers ask
  // for nothing more.
  var legacy = document.currentScript && document.currentScript.getAttribute('data-legacy')
  var modern =
    typeof window.CSSLayerBlockRule === 'function' &&
    typeof window.structuredClone === 'function' &&
    typeof Object.hasOwn === 'function' &&
    typeof [].at === 'function' &&
    typeof [].findLast === 'function'
  if (!tooOld && !modern && legacy) document.write('<script src="' + legacy + '"></script>')
  var state = {}
  try {
    state = JSON.parse(localStorage.getItem(KEY) || '{}').state || {}
  } catch (e) {
    // no storage or unreadable data: the defaults (follow the system, care off)
  }
  var scheme = state.colorScheme
  var systemDark = !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
  root.dataset.theme = scheme === 'dark' || (scheme !== 'light' && systemDark) ? 'dark' : 'light'
  if (state.care === true) root.dataset.care = '1'
  // The interface language (src/i18n/index.ts initialLanguage, STORAGE_KEYS.language): the user's choice, else the
  // browser's first preference, any Chinese → zh-CN, anything else → en.
  var language = null
  try {
    language = localStorage.getItem('language')
  } catch (e) {
    // no storage: the browser's
  }
  if (language !== 'zh-CN' && language !== 'en') {
    var nav = window.navigator || {}
    var first = (nav.languages && nav.languages[0]) || nav.language || 'zh-CN'
    language = /^zh\b/i.test(first) ? 'zh-CN' : 'en'
  }
  root.lang = language
  // A reload with a session (issue 23): the chunks and stylesheet its first page needs, which index.html lists inert in
  // <template id="session-hints"> (scripts/sessionHints.mjs), are asked for now, beside the boot's own scripts, instead
  // of after them. Without a session (the entrance) nothing: the entrance must not wait for the layout's chunks.
  var hints = document.getElementById('session-hints')
  var token = null
  try {
    token = localStorage.getItem('ACCESS_TOKEN')
  } catch (e) {
    // no storage: no session
  }
  var signedIn = !!token
  if (hints && signedIn) {
    var links = hints.content.querySelectorAll('link')
    for (var i = 0; i < links.length; i++) {
      var lang = links[i].getAttribute('data-lang')
      if (!lang || lang === language) document.head.appendChild(links[i])
    }
  }
  // A reload with a session (issue 51): the GETs the app's start-up made at this address last time (its session's
  // calls, the page's first rows; src/api/http/startupCalls.ts remembers them) are sent now, with the session's token,
  // after the hints (the code is the longer wait), so their answers arrive with the app's code. The request layer
  // takes an answer only for the very same call with the same token, and drops the rest. Only what the app
  // remembered, only to this origin.
  if (signedIn && !tooOld && typeof XMLHttpRequest === 'function' && window.location) {
    try {
      var address = location.pathname + location.search
      var remembered = JSON.parse(localStorage.getItem('startup-calls') || '{}')[address] || []
      var ahead = (window.__startupCalls = { address: address, calls: [] })
      for (var c = 0; c < remembered.length && c < 6; c++) {
        var call = remembered[c]
        if (!call || typeof call.url !== 'string' || call.url.indexOf(location.origin + '/') !== 0) continue
        var xhr = new XMLHttpRequest()
        xhr.open('GET', call.url)
        xhr.timeout = 30000 // the request layer's (src/config.ts requestTimeoutMs)
        var trace = ''
        while (trace.length < 32) trace += Math.floor(Math.random() * 16).toString(16)
        for (var name in call.headers) {
          if (Object.prototype.hasOwnProperty.call(call.headers, name)) xhr.setRequestHeader(name, String(call.headers[name]))
        }
        xhr.setRequestHeader('Authorization', 'Bearer ' + token)
        xhr.setRequestHeader('trace-id', trace)
        xhr.send()
        ahead.calls.push({ url: call.url, headers: call.headers, token: token, traceId: trace, xhr: xhr })
      }
    } catch (e) {
      // unreadable memory or a refused header: what was sent stays offered, the app asks for the rest
    }
  }
})()
