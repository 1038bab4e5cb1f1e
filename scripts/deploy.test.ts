// deploy/render.sh (the files serve.sh and the container give nginx) and deploy/compress.mjs (the build's .gz/.br).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { createServer as createHttpServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
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

  it('writes the site texts with their English twins (issue 25)', () => {
    const out = render({
      ...BASE,
      PORTAL_TITLE: '某市中小企业公共服务平台',
      PORTAL_TITLE_EN: 'City "SME" Platform',
      PORTAL_ORGANISER: '某市工信局',
      PORTAL_ORGANISER_EN: 'City Bureau of Industry',
      PORTAL_SERVICE_HOURS_EN: 'Working days 9:00–17:00',
    })
    expect(out.status).toBe(0)
    expect(runtimeConfig(out.configJs)).toEqual({
      title: '某市中小企业公共服务平台',
      titleEn: 'City "SME" Platform',
      organiser: '某市工信局',
      organiserEn: 'City Bureau of Industry',
      serviceHoursEn: 'Working days 9:00–17:00',
    })
  })

  it('reports (issue 45): the collector joins connect-src; hm.baidu.com joins script-src only with a Tongji id', () => {
    const csp = (headers: string) => /Content-Security-Policy "([^"]+)"/.exec(headers)![1]
    const directive = (headers: string, name: string) => csp(headers).split('; ').find((d) => d.startsWith(`${name} `))
    const plain = render(BASE)
    expect(directive(plain.headers, 'script-src')).toBe("script-src 'self'")
    expect(plain.headers).not.toContain('baidu')

    const out = render({
      ...BASE,
      PORTAL_ANALYTICS_URL: 'https://stats.example.gov.cn:8443/collect?site=portal',
      PORTAL_BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef',
    })
    expect(out.status).toBe(0)
    expect(runtimeConfig(out.configJs)).toEqual({
      analyticsUrl: 'https://stats.example.gov.cn:8443/collect?site=portal',
      baiduTongjiId: '0123456789abcdef0123456789abcdef',
    })
    expect(directive(out.headers, 'connect-src')).toBe(
      "connect-src 'self' https://stats.example.gov.cn:8443 https://hm.baidu.com",
    )
    expect(directive(out.headers, 'script-src')).toBe("script-src 'self' https://hm.baidu.com https://hmcdn.baidu.com")

    const collectorOnly = render({ ...BASE, PORTAL_ANALYTICS_URL: 'http://10.0.0.9:9000/' })
    expect(directive(collectorOnly.headers, 'connect-src')).toBe("connect-src 'self' http://10.0.0.9:9000")
    expect(directive(collectorOnly.headers, 'script-src')).toBe("script-src 'self'")
  }, 20_000) // three renders, each a shell with sed and grep: seconds on a busy machine

  it('refuses values that are not what they claim, with a clear message', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ BACKEND_URL: 'http://x;evil' }, /BACKEND_URL must be an origin/],
      [{ BACKEND_URL: 'http://backend:48080/admin-api' }, /BACKEND_URL must be an origin/],
      [{ PORTAL_API_BASE_URL: "https://a.cn'; script-src *" }, /PORTAL_API_BASE_URL must be an origin/],
      [{ PORTAL_CAPTCHA_ENABLE: 'yes' }, /must be true or false/],
      [{ WEBROOT: '/srv/www; root /' }, /WEBROOT must be a plain path/],
      [{ PORTAL_ANALYTICS_URL: 'ftp://stats.example.gov.cn/' }, /PORTAL_ANALYTICS_URL must be an http\(s\) URL/],
      [{ PORTAL_ANALYTICS_URL: 'https://a.cn"; script-src *' }, /PORTAL_ANALYTICS_URL must be an http\(s\) URL/],
      [{ PORTAL_ANALYTICS_URL: '/collect' }, /PORTAL_ANALYTICS_URL must be an http\(s\) URL/],
      [{ PORTAL_BAIDU_TONGJI_ID: 'abc' }, /PORTAL_BAIDU_TONGJI_ID must be the 32 hex digits/],
      [{ PORTAL_BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef;x' }, /PORTAL_BAIDU_TONGJI_ID must be/],
    ]
    for (const [patch, message] of cases) {
      const out = render({ ...BASE, ...patch })
      expect(out.status, JSON.stringify(patch)).toBe(2)
      expect(out.stderr).toMatch(message)
    }
  }, 30_000) // a render per case
})

/** A plain GET (the unit setup's msw intercepts fetch). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      let text = ''
      res.setEncoding('utf8').on('data', (c: string) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    }).on('error', reject)
  })

describe('deploy/entrypoint.sh (the container start) in front of a backend', () => {
  let port: number
  let nginx: ChildProcess
  let backend: Server
  const seen: IncomingHttpHeaders[] = []
  // Outlive each test (temp() folders go after every test): removed in afterAll.
  const www = mkdtempSync(join(tmpdir(), 'sme-deploy-www-'))
  const prefix = mkdtempSync(join(tmpdir(), 'sme-deploy-nginx-'))

  beforeAll(async () => {
    mkdirSync(join(www, 'portal'))
    writeFileSync(join(www, 'portal', 'index.html'), '<!doctype html><div id="root"></div>')
    // Run as root here, nginx's workers are `nobody` (the image runs everything as www-data).
    for (const dir of [www, prefix]) chmodSync(dir, 0o755)
    // A stand-in backend: records the proxied headers, and answers a WebSocket upgrade by echoing what it gets.
    backend = createHttpServer((req, res) => {
      seen.push(req.headers)
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify({ code: 0, msg: '', data: true }))
    })
    backend.on('upgrade', (req, socket: Socket) => {
      seen.push(req.headers)
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n')
      socket.pipe(socket)
    })
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number }
        s.close(() => resolve(port))
      })
    })
    nginx = spawn('deploy/entrypoint.sh', [], {
      env: {
        PATH: `${process.env.PATH}:/usr/sbin`,
        BACKEND_URL: `http://127.0.0.1:${(backend.address() as { port: number }).port}`,
        PORT: String(port),
        WEBROOT: www,
        NGINX_PREFIX: prefix,
        PORTAL_DEPLOY_DIR: 'deploy',
        PORTAL_TITLE: '容器',
      },
      stdio: 'ignore',
    })
    // What the image's HEALTHCHECK asks for; nginx binds a moment after the script starts it.
    await vi.waitFor(async () => expect((await get(`http://127.0.0.1:${port}/portal/`)).status).toBe(200), { timeout: 15_000, interval: 100 })
  }, 30_000)

  afterAll(() => {
    if (nginx.exitCode === null) nginx.kill('SIGTERM')
    backend.close()
    for (const dir of [www, prefix]) rmSync(dir, { recursive: true, force: true })
  })

  it('serves the app with the start-up settings from the environment', async () => {
    const config = await get(`http://127.0.0.1:${port}/portal/config.js`)
    expect(config.text).toContain('"title": "容器"')
    expect(config.headers['content-security-policy']).toContain("script-src 'self';")
  })

  it('forwards Host, X-Real-IP, X-Forwarded-For and X-Forwarded-Proto (a gateway\'s scheme kept)', async () => {
    seen.length = 0
    expect((await get(`http://127.0.0.1:${port}/admin-api/system/x`)).text).toContain('"code":0')
    expect(seen[0]).toMatchObject({ host: '127.0.0.1', 'x-real-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' })
    await get(`http://127.0.0.1:${port}/admin-api/system/x`, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' })
    expect(seen[1]).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7, 127.0.0.1' })
  })

  it('passes a WebSocket upgrade on /admin-api/infra/ws through', async () => {
    seen.length = 0
    const socket = connect(port, '127.0.0.1')
    socket.write(`GET /admin-api/infra/ws?token=t HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`)
    let received = ''
    socket.on('data', (c: Buffer) => {
      received += c.toString()
      if (received.includes('\r\n\r\n') && !received.includes('ping')) socket.write('ping')
    })
    await vi.waitFor(() => expect(received).toMatch(/^HTTP\/1\.1 101[\s\S]*ping$/), { timeout: 10_000 })
    socket.destroy()
    expect(seen[0]).toMatchObject({ upgrade: 'websocket', connection: 'upgrade' })
  })

  it("passes yudao's WebSocket on /infra/ws (the backend's root, issue 24) through upgraded, query and all", async () => {
    seen.length = 0
    const socket = connect(port, '127.0.0.1')
    socket.write(`GET /infra/ws?token=abc HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`)
    let received = ''
    socket.on('data', (c: Buffer) => {
      received += c.toString()
      if (received.includes('\r\n\r\n') && !received.includes('ping')) socket.write('ping')
    })
    await vi.waitFor(() => expect(received).toMatch(/^HTTP\/1\.1 101[\s\S]*ping$/), { timeout: 10_000 })
    socket.destroy()
    expect(received).toContain('Content-Security-Policy')
    expect(seen[0]).toMatchObject({ upgrade: 'websocket', connection: 'upgrade', 'x-forwarded-proto': 'http' })
  })

  it('answers a dead backend with 502 and the security headers, and stops with 0 on SIGTERM', async () => {
    await new Promise((resolve) => backend.close(resolve))
    const api = await get(`http://127.0.0.1:${port}/admin-api/system/x`)
    expect(api.status).toBe(502)
    expect(api.headers['x-content-type-options']).toBe('nosniff')
    expect(api.headers['content-security-policy']).toContain("object-src 'none'")
    const exited = new Promise<number | null>((resolve) => nginx.once('exit', resolve))
    nginx.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})

describe('deploy/compress.mjs', () => {
  it('writes .br and .gz beside JS, CSS and SVG that decompress to the original, and skips the rest', async () => {
    const dir = temp()
    mkdirSync(join(dir, 'assets'))
    const js = 'export const greeting = "你好";\n'.repeat(200)
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js)
    writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body { color: red }\n'.repeat(100))
    writeFileSync(join(dir, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`)
    writeFileSync(join(dir, 'tiny.js'), 'x') // nothing to gain: no variant
    writeFileSync(join(dir, 'index.html'), '<!doctype html>'.repeat(100))
    writeFileSync(join(dir, 'mockServiceWorker.js'), 'self.x = 1;\n'.repeat(100))

    const totals = await compressFiles(dir)
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
