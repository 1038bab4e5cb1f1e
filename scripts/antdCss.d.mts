import type { Plugin } from 'postcss'
/** antd components the app never renders → their class families (`tree` for `.ant-tree…`). */
export const UNUSED_ANTD: Record<string, string[]>
/** Their class prefixes: `ant-tree` … */
export const UNUSED_ANTD_CLASSES: string[]
/** PostCSS plugin: antd's stylesheet without their rules (issue 23). */
export function dropUnusedAntd(): Plugin
