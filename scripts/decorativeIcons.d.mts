import type { Plugin } from 'vite'
/** Makes antd's icons decorative (aria-hidden) unless their caller names them (issue 16). */
export function decorativeIcons(): Plugin
