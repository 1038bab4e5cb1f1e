// Browser tests drive Debian's Chromium (no browser downloads here). Installs it when missing and running as root.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Installs Debian packages that `test` finds missing, as root (a fresh machine, CI); otherwise says how and stops. */
function ensurePackages(missing, packages, what) {
  if (!missing) return
  if (process.getuid?.() !== 0) {
    console.error(`${what} is missing: run "sudo apt-get install -y ${packages}" and retry.`)
    process.exit(1)
  }
  console.log(`Installing ${what} (once): ${packages}`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' })
}

export function ensureChromium() {
  ensurePackages(!existsSync(CHROMIUM), 'chromium fonts-noto-cjk', 'Debian Chromium')
}

/** The journeys' server (deploy/serve.sh): Debian's nginx with the brotli_static module, as production runs it. */
export function ensureNginx() {
  const nginx = existsSync('/usr/sbin/nginx') && existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')
  ensurePackages(!nginx, 'nginx libnginx-mod-http-brotli-static', "Debian's nginx with brotli_static")
}
