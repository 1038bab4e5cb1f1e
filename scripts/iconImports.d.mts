import type { Plugin } from 'vite'
/** `import { HomeOutlined } from '@ant-design/icons'` → one import per icon file, in builds (issue 23). */

export function splitIconImports(code: string): string
export function iconImports(): Plugin
