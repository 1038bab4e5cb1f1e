import type { Plugin } from 'vite'

export function compressFiles(dir: string): Promise<{ files: number; bytes: number; gzip: number; brotli: number }>
export function precompress(): Plugin
