/*
 * The demo API's service worker (src/mocks/browser.ts registers this file): msw's own worker, committed as msw ships it
 * (public/mockServiceWorker.js), after what it needs that the floor's browsers lack (issue 50): it calls
 * crypto.randomUUID (Chromium 92) at every request, so in Chromium 86–91 every call went to the network instead.
 */
/* global importScripts */
if (typeof crypto.randomUUID !== 'function')
  crypto.randomUUID = function randomUUID() {
    var bytes = crypto.getRandomValues(new Uint8Array(16))
    bytes[6] = (bytes[6] & 0x0f) | 0x40 // version 4
    bytes[8] = (bytes[8] & 0x3f) | 0x80 // variant 10
    var hex = Array.prototype.map
      .call(bytes, function (b) {
        return (b + 0x100).toString(16).slice(1)
      })
      .join('')
    return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-')
  }
importScripts('mockServiceWorker.js')
