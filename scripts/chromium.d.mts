export const CHROMIUM: string
export const CHROMIUM_ARGS: string[]
export function ensureChromium(): void
export function ensureNginx(): void
