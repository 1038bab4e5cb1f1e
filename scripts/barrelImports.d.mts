import type { Plugin } from 'vite'

/** `code` with its `import { Button } from 'antd'` and `import { HomeOutlined } from '@ant-design/icons'` split into
 * one import per module. */
export function splitBarrelImports(code: string): string
/** Vite plugin: the app's antd and icon imports split so, in builds (issue 23). */
export function barrelImports(): Plugin
