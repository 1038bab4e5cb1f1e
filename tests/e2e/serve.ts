import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

// E2E_DIST lets several people journey against their own build at once (default: `npm run build:demo`'s dist-demo).
const dist = process.env.E2E_DIST || 'dist-demo'

let nginx: ChildProcess | undefined
let work: string | undefined

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

/** Resolves once nginx answers the app (it binds its port a moment after serve.sh starts it), rejects if it exits. */
function answering(url: string, log: string[]) {
  return new Promise<void>((resolve, reject) => {
    nginx!.once('exit', (code) => reject(new Error(`deploy/serve.sh exited (${code}):\n${log.join('')}`)))
    const attempt = () =>
      fetch(url).then(
        (r) => (r.ok ? resolve() : reject(new Error(`nginx answered ${r.status} for ${url}`))),
        () => setTimeout(attempt, 100), // nothing listens yet: ask again
      )
    attempt()
  })
}

/**
 * Serves the demo production build as production does (issue 11): Debian's nginx through deploy/serve.sh, with the
 * security headers and the Content-Security-Policy, so every journey runs under the policy (the harness fails a
 * journey on any violation). The demo API answers inside the browser (msw), so the backend named here is never called.
 */
export async function setup(project: TestProject) {
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist} is missing: run \`npm run build:demo\` first`)
  // A copy nginx's workers (`nobody` when run as root) can read, wherever the clone lives; a rebuild can't disturb it.
  work = mkdtempSync(join(tmpdir(), 'sme-e2e-'))
  chmodSync(work, 0o755)
  cpSync(dist, join(work, 'dist'), { recursive: true })
  const port = await freePort()
  const log: string[] = []
  nginx = spawn('deploy/serve.sh', [join(work, 'dist'), String(port), 'http://127.0.0.1:9'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  nginx.stderr!.on('data', (c: Buffer) => log.push(c.toString()))
  const base = `http://127.0.0.1:${port}/portal`
  await answering(`${base}/`, log)
  project.provide('baseUrl', base)
}

export async function teardown() {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve))
    nginx.kill('SIGTERM')
    await exited
  }
  if (work) rmSync(work, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
