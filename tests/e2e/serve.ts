import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { preview, type PreviewServer } from 'vite'

let server: PreviewServer | undefined

/** Serves the demo production build (build it first: `VITE_API_MODE=demo vite build --outDir dist-demo`). */
export async function setup(project: TestProject) {
  if (!existsSync('dist-demo/index.html')) throw new Error('dist-demo is missing: run `npm run build:demo` first')
  server = await preview({ mode: 'production', build: { outDir: 'dist-demo' }, preview: { port: 4180, strictPort: false, host: '127.0.0.1' } })
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
