import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDay, formatNumber } from './format'

describe('formatDateTime (spec §9: YYYY-MM-DD HH:mm:ss)', () => {
  it('pads every part and uses 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3, 9))).toBe('2026-01-05 07:03:09')
    expect(formatDateTime(new Date(2026, 10, 23, 19, 45, 0))).toBe('2026-11-23 19:45:00')
  })
  it('reads 10-digit epochs as seconds and longer ones as milliseconds', () => {
    const ms = new Date(2026, 1, 3, 4, 5, 6).getTime()
    expect(formatDateTime(ms)).toBe('2026-02-03 04:05:06')
    expect(formatDateTime(Math.floor(ms / 1000))).toBe('2026-02-03 04:05:06')
  })
  it('gives nothing for missing or unreadable values', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })
  it('formatDay keeps only the day', () => {
    expect(formatDay(new Date(2026, 8, 1, 23, 59, 59))).toBe('2026-09-01')
  })
})

describe('formatNumber (thousands separators)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [-98765, '-98,765'],
    [12345.678, '12,345.68'],
    ['4321', '4,321'],
  ])('%j → %s', (value, shown) => expect(formatNumber(value)).toBe(shown))
  it('shows a dash (or the given text) when there is no number', () => {
    expect(formatNumber(undefined)).toBe('—')
    expect(formatNumber(null)).toBe('—')
    expect(formatNumber('abc')).toBe('—')
    expect(formatNumber(undefined, '')).toBe('')
  })
})
