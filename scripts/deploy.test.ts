// deploy/render.sh (the files serve.sh and the container give nginx) and deploy/compress.mjs (the build's .gz/.br).
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compressFiles } from '../deploy/compress.mjs'

const dirs: string[] = []
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sme-deploy-unit-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const BASE = { LISTEN: '127.0.0.1:8080', WEBROOT: '/srv/www', BACKEND_URL: 'http://10.0.0.5:48080/' }
function render(env: Record<string, string>) {
  const prefix = temp()
  const run = spawnSync('deploy/render.sh', [prefix], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' })
  const read = (name: string) => (existsSync(join(prefix, name)) ? readFileSync(join(prefix, name), 'utf8') : '')
  return { status: run.status, stderr: run.stderr, conf: read('nginx.conf'), headers: read('security-headers.conf'), configJs: read('config.js') }
}
/** What the browser would get from config.js. */
const runtimeConfig = (configJs: string) => {
  const window: { __PORTAL_CONFIG__?: unknown } = {}
  new Function('window', configJs)(window)
  return window.__PORTAL_CONFIG__
}

describe('deploy/render.sh', () => {
  it('fills the template: listen address, web root, backend (no trailing slash), every temp path in the prefix', () => {
    const out = render(BASE)
    expect(out.status).toBe(0)
    expect(out.conf).toContain('listen 127.0.0.1:8080;')
    expect(out.conf).toContain('root /srv/www;')
    expect(out.conf).toContain('proxy_pass http://10.0.0.5:48080;')
    expect(out.conf).not.toMatch(/@[A-Z_]+@/)
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(out.conf).toMatch(new RegExp(`${temp}_temp_path /`))
    expect(out.headers).toContain("connect-src 'self';")
    expect(runtimeConfig(out.configJs)).toEqual({})
  })

  it('writes the start-up settings as data, escaped, and lets the API origin through connect-src', () => {
    const out = render({
      ...BASE,
      PORTAL_TITLE: '某市"企业"服务\\平台</script>',
      PORTAL_API_BASE_URL: 'https://api.example.gov.cn/',
      PORTAL_CAPTCHA_ENABLE: 'false',
      PORTAL_TENANT_ENABLE: 'true',
    })
    expect(out.status).toBe(0)
    expect(runtimeConfig(out.configJs)).toEqual({
      title: '某市"企业"服务\\平台</script>',
      apiBaseUrl: 'https://api.example.gov.cn',
      captchaEnabled: false,
      tenantEnabled: true,
    })
    expect(out.headers).toContain("connect-src 'self' https://api.example.gov.cn wss://api.example.gov.cn;")
  })

  it('refuses values that are not what they claim, with a clear message', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ BACKEND_URL: 'http://x;evil' }, /BACKEND_URL must be an origin/],
      [{ BACKEND_URL: 'http://backend:48080/admin-api' }, /BACKEND_URL must be an origin/],
      [{ PORTAL_API_BASE_URL: "https://a.cn'; script-src *" }, /PORTAL_API_BASE_URL must be an origin/],
      [{ PORTAL_CAPTCHA_ENABLE: 'yes' }, /must be true or false/],
      [{ WEBROOT: '/srv/www; root /' }, /WEBROOT must be a plain path/],
    ]
    for (const [patch, message] of cases) {
      const out = render({ ...BASE, ...patch })
      expect(out.status, JSON.stringify(patch)).toBe(2)
      expect(out.stderr).toMatch(message)
    }
  })
})

/** A plain GET (the unit setup's msw intercepts fetch). */
const get = (url: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    httpGet(url, (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (c: string) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    }).on('error', reject)
  })

describe('deploy/entrypoint.sh (the container start)', () => {
  it('renders from the environment and runs nginx in the foreground until SIGTERM', async () => {
    const www = temp()
    mkdirSync(join(www, 'portal'))
    writeFileSync(join(www, 'portal', 'index.html'), '<!doctype html><div id="root"></div>')
    const prefix = temp()
    // Run as root here, nginx's workers are `nobody` (the image runs everything as www-data).
    for (const dir of [www, prefix]) chmodSync(dir, 0o755)
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number }
        s.close(() => resolve(port))
      })
    })
    const nginx = spawn('deploy/entrypoint.sh', [], {
      env: { PATH: `${process.env.PATH}:/usr/sbin`, BACKEND_URL: 'http://127.0.0.1:9', PORT: String(port), WEBROOT: www, NGINX_PREFIX: prefix, PORTAL_DEPLOY_DIR: 'deploy', PORTAL_TITLE: '容器' },
      stdio: 'ignore',
    })
    try {
      // What the image's HEALTHCHECK asks for; nginx binds a moment after the script starts it.
      await vi.waitFor(async () => expect((await get(`http://127.0.0.1:${port}/portal/`)).status).toBe(200), { timeout: 15_000, interval: 100 })
      const config = await get(`http://127.0.0.1:${port}/portal/config.js`)
      expect(config.text).toContain('"title": "容器"')
      expect(config.headers['content-security-policy']).toContain("script-src 'self';")
      // No backend on port 9: the gateway error carries the headers too.
      const api = await get(`http://127.0.0.1:${port}/admin-api/system/auth/get-permission-info`)
      expect(api.status).toBe(502)
      expect(api.headers['x-content-type-options']).toBe('nosniff')
    } finally {
      const exited = new Promise<number | null>((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGTERM')
      expect(await exited).toBe(0)
    }
  }, 30_000)
})

describe('deploy/compress.mjs', () => {
  it('writes .br and .gz beside JS, CSS and SVG that decompress to the original, and skips the rest', () => {
    const dir = temp()
    mkdirSync(join(dir, 'assets'))
    const js = 'export const greeting = "你好";\n'.repeat(200)
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js)
    writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body { color: red }\n'.repeat(100))
    writeFileSync(join(dir, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`)
    writeFileSync(join(dir, 'tiny.js'), 'x') // nothing to gain: no variant
    writeFileSync(join(dir, 'index.html'), '<!doctype html>'.repeat(100))
    writeFileSync(join(dir, 'mockServiceWorker.js'), 'self.x = 1;\n'.repeat(100))

    const totals = compressFiles(dir)
    expect(totals.files).toBe(4)
    const file = join(dir, 'assets', 'index-abc.js')
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js)
    for (const f of ['assets/index-abc.css', 'logo.svg']) {
      expect(existsSync(join(dir, `${f}.br`)), f).toBe(true)
      expect(existsSync(join(dir, `${f}.gz`)), f).toBe(true)
    }
    for (const f of ['tiny.js.br', 'tiny.js.gz', 'index.html.gz', 'mockServiceWorker.js.gz']) expect(existsSync(join(dir, f)), f).toBe(false)
  })
})
