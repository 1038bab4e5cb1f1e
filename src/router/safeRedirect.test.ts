import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safeRedirect'

describe('safeRedirect (no open redirects)', () => {
  it.each([
    '//evil.example',
    '//evil.example/portal/index',
    'https://evil.example',
    'http://evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    'evil.example',
    '',
  ])('%j falls back to /', (target) => {
    expect(safeRedirect(target)).toBe('/')
  })

  it('non-strings fall back', () => {
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect(['/index'])).toBe('/')
  })

  it.each([
    ['/index', '/index'],
    ['/system/dict?pageNo=2&name=%E5%BC%A0', '/system/dict?pageNo=2&name=%E5%BC%A0'],
    ['/user/profile#basic', '/user/profile#basic'],
    ['/bpm/process-instance/detail?id=42', '/bpm/process-instance/detail?id=42'],
  ])('keeps the same-app path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/index')).toBe('/index')
  })
})
