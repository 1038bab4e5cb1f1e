#!/usr/bin/env node
// `npm run demo-backend [-- --port 48080 --latency 30 --data FILE]`: the embedded demo API's msw handlers
// (src/mocks/handlers) served over real HTTP on a loopback port, so a remote build behind nginx has a backend without
// Java. Same handlers, data, tokens, expiry and faults as the in-browser mode; the data lives in memory (a restart
// reseeds it), or with `--data FILE` (option `dataFile`) in that JSON file, so a restart keeps sessions and changes.
//
// yudao's WebSocket too (issue 24): `/infra/ws?token=<access token>` at the root (the `ws` package), the handshake
// refused (401) without a valid token, `ping` answered `pong`, and what the handlers push (POST /system/notice/push)
// sent to every connection accepted — the same hub (src/mocks/live.ts) the browser's demo reaches through msw.
//
// Besides /admin-api/*, a loopback-only control API for tests and demos (never proxied by deploy/nginx.conf, which
// forwards /admin-api/ only) — the HTTP twin of the browser's window.__demoApi:
//   POST /__demo/fault      body: a FaultOptions JSON ({"code":500,"path":"/system/"}; "path" is a substring)
//   POST /__demo/clear-faults · POST /__demo/reset · POST /__demo/settings (body: a patch, answers the settings)
//   GET  /__demo/captcha-answer?token=… · GET /__demo/sms-code[?mobile=…]
//   POST /__demo/expire-tokens: every access token expires now (refresh tokens stay valid)
//   GET  /__demo/live       {open, opened, refused, unreadPolls, lastPushAt}: sockets open now, accepted and refused
//                           since the start, unread-count calls answered (issue 24: one socket, one poll per browser),
//                           and when the last push was sent (epoch ms)
//   POST /__demo/analytics  a batch of the app's reports (issue 45, src/analytics: PORTAL_ANALYTICS_URL points here in
//                           `npm run stack`), from any origin; prints one line per report. GET: the last 200 reports
// `--latency N` (option `latencyMs`): every /admin-api/ answer waits N ms first, as a real backend's would (issue 23's
// bench runs with 0 and 30).
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createServer as createViteServer } from 'vite'
import { WebSocketServer } from 'ws'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** A Storage kept in a JSON file (db.ts persists every table through one), written whole on each change. */
function fileStorage(path) {
  let items = {}
  try {
    items = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    // no file yet (or a broken one): start from the seeds
  }
  const save = () => {
    writeFileSync(`${path}.tmp`, JSON.stringify(items))
    renameSync(`${path}.tmp`, path) // never a half-written file for the next start
  }
  return {
    get length() {
      return Object.keys(items).length
    },
    key: (i) => Object.keys(items)[i] ?? null,
    getItem: (key) => (key in items ? items[key] : null),
    setItem(key, value) {
      items[key] = String(value)
      save()
    },
    removeItem(key) {
      delete items[key]
      save()
    },
    clear() {
      items = {}
      save()
    },
  }
}

/** Loads the handlers through Vite (they are TypeScript and use import.meta.glob); resolves with a running server. */
export async function startDemoBackend({ port = 48080, host = '127.0.0.1', quiet = false, latencyMs = 0, dataFile } = {}) {
  const vite = await createViteServer({
    root,
    configFile: false, // the app's config brings React and the dev proxy: the handlers need neither
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const { getResponse } = await import('msw')
  const load = (path) => vite.ssrLoadModule(path)
  const [{ handlers }, faults, auth, captcha, db, live, session] = await Promise.all([
    load('/src/mocks/handlers/index.ts'),
    load('/src/mocks/faults.ts'),
    load('/src/mocks/handlers/auth.ts'),
    load('/src/mocks/handlers/captcha.ts'),
    load('/src/mocks/db.ts'),
    load('/src/mocks/live.ts'),
    load('/src/mocks/session.ts'),
  ])
  if (dataFile) db.persistTo(fileStorage(dataFile))
  const counts = { opened: 0, refused: 0, unreadPolls: 0, lastPushAt: 0 }

  const json = (res, status, data) => {
    res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify(data ?? null))
  }
  const readBody = async (req) => {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    return Buffer.concat(chunks)
  }

  async function control(req, res, url) {
    const text = req.method === 'POST' ? (await readBody(req)).toString('utf8') : ''
    const input = text ? JSON.parse(text) : {}
    switch (`${req.method} ${url.pathname}`) {
      case 'POST /__demo/fault':
        faults.injectFault({ ...input, times: input.times ?? 1 })
        return json(res, 200, { ok: true })
      case 'POST /__demo/clear-faults':
        faults.clearFaults()
        return json(res, 200, { ok: true })
      case 'POST /__demo/reset':
        db.resetDb()
        return json(res, 200, { ok: true })
      case 'POST /__demo/settings':
        return json(res, 200, faults.setDemoSettings(input))
      case 'GET /__demo/captcha-answer':
        return json(res, 200, captcha.captchaAnswer(url.searchParams.get('token') ?? ''))
      case 'GET /__demo/sms-code':
        return json(res, 200, auth.lastSmsCode(url.searchParams.get('mobile') ?? undefined) ?? null)
      case 'POST /__demo/expire-tokens':
        session.expireAccessTokens()
        return json(res, 200, { ok: true })
      case 'GET /__demo/live':
        return json(res, 200, { open: sockets.clients.size, ...counts })
      default:
        return json(res, 404, { error: 'unknown control call' })
    }
  }

  /** The app's reports (issue 45): one line each on stdout, the last ones kept for GET. */
  const reports = []
  const summary = (r) => {
    if (r.type === 'pageview') return `pageview ${r.path} (from ${r.previous ?? '—'}) "${r.title}" ${r.language} ${r.viewport}`
    if (r.type === 'vital') return `vital ${r.name} ${r.value}${r.name === 'CLS' ? '' : ' ms'} ${r.rating} on ${r.route}`
    if (r.kind === 'request') return `failure request on ${r.route}: ${r.call} ${r.status ?? ''} ${r.reason} trace ${r.traceId ?? '—'}`
    return `failure ${r.kind} on ${r.route}: ${r.name}: ${r.message ?? ''}`
  }
  async function analytics(req, res) {
    res.setHeader('Access-Control-Allow-Origin', '*') // sendBeacon and fetch come from the app's origin, not this one
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' })
      return res.end()
    }
    if (req.method === 'GET') return json(res, 200, reports)
    let batch
    try {
      batch = JSON.parse((await readBody(req)).toString('utf8')) // JSON in a text/plain body (no CORS preflight)
    } catch {
      return json(res, 400, { error: 'not JSON' })
    }
    if (!Array.isArray(batch?.reports)) return json(res, 400, { error: 'no reports' })
    for (const report of batch.reports) {
      reports.push({ ...report, session: batch.session })
      if (!quiet) console.log(`[analytics ${String(batch.session).slice(0, 8)}] ${summary(report)}`)
    }
    reports.splice(0, reports.length - 200)
    res.writeHead(204).end()
  }

  async function api(req, res, url) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const request = new Request(url, { method: req.method, headers, body: body?.length ? body : undefined })
    if (url.pathname.endsWith('/system/notify-message/get-unread-count')) counts.unreadPolls++
    if (latencyMs > 0) await new Promise((ok) => setTimeout(ok, latencyMs))
    const response = await getResponse(handlers, request)
    if (!response) return json(res, 404, { code: 404, msg: '请求未找到', data: null })
    // A network-fault (HttpResponse.error()): drop the connection, as a dead backend would.
    if (response.type === 'error') return void req.socket.destroy()
    const out = {}
    response.headers.forEach((value, name) => (out[name] = value))
    res.writeHead(response.status, response.statusText, out)
    res.end(Buffer.from(await response.arrayBuffer()))
  }

  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
    const handle =
      url.pathname === '/__demo/analytics'
        ? analytics
        : url.pathname.startsWith('/__demo/') ? control : url.pathname.startsWith('/admin-api/') ? api : null
    if (!handle) return json(res, 404, { code: 404, msg: '请求未找到', data: null })
    handle(req, res, url).catch((error) => {
      console.error('[demo-backend]', error)
      if (!res.headersSent) json(res, 500, { code: 500, msg: '系统异常', data: null })
      else res.destroy()
    })
  })

  // yudao's /infra/ws: the token is checked at the handshake (its TokenAuthenticationFilter reads ?token=).
  const sockets = new WebSocketServer({ noServer: true })
  const refuse = (socket, status) => {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  }
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
    if (url.pathname !== live.LIVE_PATH) return refuse(socket, '404 Not Found')
    if (!live.liveUserOf(url)) {
      counts.refused++
      return refuse(socket, '401 Unauthorized')
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      counts.opened++
      ws.on('message', (data, isBinary) => {
        const answer = isBinary ? undefined : live.answerTo(data.toString())
        if (answer) ws.send(answer)
      })
    })
  })
  const stopPushing = live.onPush((text) => {
    counts.lastPushAt = Date.now()
    // Every accepted connection, its token expired since or not: yudao keeps the user in the session.
    for (const ws of sockets.clients) if (ws.readyState === ws.OPEN) ws.send(text)
  })

  await new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, ok)
  })
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
  if (!quiet) console.log(`Demo backend (msw handlers over HTTP): ${url}/admin-api/`)
  return {
    url,
    async close() {
      stopPushing()
      for (const ws of sockets.clients) ws.terminate() // upgraded sockets are no longer the HTTP server's
      sockets.close()
      server.closeAllConnections()
      await new Promise((ok) => server.close(ok))
      await vite.close()
    },
  }
}

// Run as a script (not when imported by scripts/stack.mjs or a test).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '48080' },
      host: { type: 'string', default: '127.0.0.1' },
      latency: { type: 'string', default: '0' },
      data: { type: 'string' },
    },
  })
  const backend = await startDemoBackend({ port: Number(values.port), host: values.host, latencyMs: Number(values.latency), dataFile: values.data })
  console.log('Accounts: admin / admin123 · company / company123 · user / user123')
  const stop = () => void backend.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
