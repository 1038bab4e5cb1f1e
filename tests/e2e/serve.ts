import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { preview, type PreviewServer } from 'vite'

let server: PreviewServer | undefined

// E2E_DIST lets several people journey against their own build at once (default: `npm run build:demo`'s dist-demo).
const dist = process.env.E2E_DIST || 'dist-demo'

/** Serves the demo production build (build it first: `VITE_API_MODE=demo vite build --outDir dist-demo`). */
export async function setup(project: TestProject) {
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist} is missing: run \`npm run build:demo\` first`)
  server = await preview({ mode: 'production', build: { outDir: dist }, preview: { port: 4180, strictPort: false, host: '127.0.0.1' } })
  const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4180/portal/'
  project.provide('baseUrl', url.replace(/\/$/, '') + (url.endsWith('/portal/') ? '' : '/portal'))
}

export async function teardown() {
  await server?.close()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
