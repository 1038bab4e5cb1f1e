/**
 * The demo API's WebSocket through msw's interception (`ws.link`, msw 2.15): the browser's demo mode (browser.ts) and
 * jsdom tests (node.ts). msw keeps the connections of every tab of the browser in one list (IndexedDB and a
 * BroadcastChannel), so a push handled in one tab reaches the socket another tab holds.
 */
import { ws } from 'msw'
import { answerTo, LIVE_PATH, liveUserOf, onPush, tokenOfLiveUrl } from './live'
import { tokenTableSettled } from './session'

const live = ws.link(`*${LIVE_PATH}`)

// To every connection accepted at its handshake (refused ones are closed: a send to them is dropped). msw's list holds
// every link's connections, so the path tells ours from the others (Vite's HMR socket in `npm start`).
onPush((text) => {
  for (const client of live.clients) if (new URL(client.url).pathname === LIVE_PATH) client.send(text)
})

export const liveHandlers = [
  live.addEventListener('connection', async ({ client }) => {
    const token = tokenOfLiveUrl(client.url)
    // A token issued by another tab a moment ago may not have reached this tab's copy of the tables yet.
    if (token) await tokenTableSettled(token)
    // yudao refuses the handshake; an intercepted socket has opened already, so it is closed at once instead.
    if (!liveUserOf(client.url)) return client.close(1008, 'unauthorized')
    client.addEventListener('message', ({ data }) => {
      const answer = answerTo(data)
      if (answer) client.send(answer)
    })
  }),
  // With a WebSocket handler, msw takes every socket of the page: the others (Vite's HMR in `npm start`) go through.
  ws.link(/^(?!.*\/infra\/ws$)/).addEventListener('connection', ({ server }) => server.connect()),
]
