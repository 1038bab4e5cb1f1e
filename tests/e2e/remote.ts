// The production stack for journeys that need real HTTP between the browser and the backend (issue 11's deploy
// journey, issue 22's resilience journey): the remote build (`dist`, which scripts/test-all.mjs builds before the
// journeys) served by Debian's nginx through deploy/serve.sh, in front of the demo backend (scripts/demo-backend.mjs).
// Unlike the demo build, whose API answers inside the browser (msw's service worker, out of Playwright's reach), every
// API call here crosses the network: `context.route()` can answer it.
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from './harness'

/** The remote build to serve (test-all.mjs builds it into dist before the journeys). */
export const REMOTE_SOURCE = process.env.E2E_REMOTE_DIST || 'dist'

export interface RemoteStack {
  /** nginx's origin, e.g. http://127.0.0.1:PORT (the app is under /portal/, the API under /admin-api/). */
  base: string
  /** The demo backend's own origin (its control API /__demo/… is not proxied by nginx). */
  backendUrl: string
  /** The served copy of the build. */
  dist: string
  nginx: ChildProcess
  /** What nginx (serve.sh) printed on stderr. */
  nginxLog: string[]
  /** An app path as a URL: '/system/dict' → http://127.0.0.1:PORT/portal/system/dict. */
  url(path: string): string
  /** The demo backend's control API: `control('captcha-answer?token=…')`, `control('fault', {…})` (POST). */
  control<T = unknown>(path: string, body?: unknown): Promise<T>
  /** Stops nginx and the backend and removes the copy. */
  stop(): Promise<void>
}

/** Resolves with the first match of `pattern` in a child's output (what it prints once it is listening). */
function lineMatching(stream: Readable, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = ''
    stream.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const m = pattern.exec(seen)
      if (m) resolve(m[1])
    })
    stream.on('end', () => reject(new Error(`process ended without printing ${pattern}:\n${seen}`)))
  })
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

/** Waits until nginx answers the app (it binds its port a moment after serve.sh starts it); fails if it exits. */
async function serving(nginx: ChildProcess, base: string, log: string[], timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`serve.sh exited (${nginx.exitCode}):\n${log.join('')}`)
    const ok = await fetch(`${base}/portal/`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return
    if (Date.now() > until) throw new Error(`nginx did not answer:\n${log.join('')}`)
    await new Promise((r) => setTimeout(r, 100)) // polling a port that is not bound yet
  }
}

/**
 * Starts the stack on free ports. `env` gives serve.sh's start-up settings (PORTAL_TITLE, PORTAL_CAPTCHA_ENABLE …);
 * `prepare` may add files to the copy before nginx serves it.
 */
export async function startRemoteStack(
  options: { env?: Record<string, string>; prepare?: (dist: string) => void } = {},
): Promise<RemoteStack> {
  if (!existsSync(`${REMOTE_SOURCE}/index.html`)) {
    throw new Error(
      `${REMOTE_SOURCE} is missing: run \`VITE_API_MODE=remote npx vite build --outDir ${REMOTE_SOURCE}\` first`,
    )
  }
  if (existsSync(`${REMOTE_SOURCE}/mockServiceWorker.js`))
    throw new Error(`${REMOTE_SOURCE} is a demo build: this journey needs the remote build`)
  // A copy: another build may rewrite dist while this runs.
  const work = mkdtempSync(join(tmpdir(), 'sme-remote-'))
  chmodSync(work, 0o755) // run as root, nginx's workers are `nobody`: they must read the copy
  const dist = join(work, 'dist')
  cpSync(REMOTE_SOURCE, dist, { recursive: true })
  options.prepare?.(dist)

  const backend = spawn(process.execPath, ['scripts/demo-backend.mjs', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const backendUrl = await lineMatching(backend.stdout!, /Demo backend[^:]*: (http:\/\/[^/\s]+)\/admin-api\//)

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const nginxLog: string[] = []
  const nginx = spawn('deploy/serve.sh', [dist, String(port), backendUrl], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  nginx.stderr!.on('data', (c: Buffer) => nginxLog.push(c.toString()))
  await serving(nginx, base, nginxLog)

  return {
    base,
    backendUrl,
    dist,
    nginx,
    nginxLog,
    url: (path) => `${base}/portal${path.startsWith('/') ? path : `/${path}`}`,
    async control<T>(path: string, body?: unknown) {
      const res = await fetch(
        `${backendUrl}/__demo/${path}`,
        body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) },
      )
      return (await res.json()) as T
    },
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve))
        nginx.kill('SIGTERM')
        await exited
      }
      backend.kill('SIGTERM')
      rmSync(work, { recursive: true, force: true })
    },
  }
}

/**
 * Signs in through the API (the captcha is a check of the entrance form, which is not this journey's subject), keeps
 * the tokens where the app reads them, and opens `path` in the shell.
 */
export async function signInRemote(
  stack: RemoteStack,
  page: Page,
  account: keyof typeof DEMO_ACCOUNTS = 'admin',
  path = '/index',
) {
  const res = await fetch(`${stack.base}/admin-api/system/auth/portal-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify(DEMO_ACCOUNTS[account]),
  })
  const body = (await res.json()) as { code: number; msg: string; data: { accessToken: string; refreshToken: string } }
  if (body.code !== 0) throw new Error(`sign-in as ${account} refused: ${body.msg}`)
  await page.goto(stack.url('/entrance'))
  await page.evaluate((t) => {
    localStorage.setItem('ACCESS_TOKEN', t.accessToken)
    localStorage.setItem('REFRESH_TOKEN', t.refreshToken)
  }, body.data)
  await page.goto(stack.url(path))
  await page.waitForSelector('[data-testid=tabs-bar]')
  return body.data
}
