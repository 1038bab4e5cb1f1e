import type { Plugin } from 'vite'

/** `code` with its `import { HomeOutlined } from '@ant-design/icons'` split into one import per icon file. */
export function splitIconImports(code: string): string
/** Vite plugin: the app's icon imports split so, in builds (issue 23). */
export function iconImports(): Plugin
