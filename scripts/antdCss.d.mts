import type { Plugin } from 'postcss'
/** antd components the app never renders → their class families (`tree` for `.ant-tree…`). */
export const UNUSED_ANTD: Record<string, string[]>
/** Components only the form engine's rarer kinds render → their class families; their rules go to LAZY_ANTD_SHEET. */
export const LAZY_ANTD: Record<string, string[]>
/** The file name of the stylesheet that holds them (imported by the chunk that renders them). */
export const LAZY_ANTD_SHEET: string
/** The unused components' class prefixes: `ant-anchor` … */
export const UNUSED_ANTD_CLASSES: string[]
/** PostCSS plugin: antd's stylesheet without their rules (issue 23). */
export function dropUnusedAntd(): Plugin
