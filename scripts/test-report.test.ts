import { describe, expect, it } from 'vitest'
import { tally } from './test-report.mjs'

const file = (status: string, tests: string[]) => ({ status, assertionResults: tests.map((s) => ({ status: s })) })

describe('npm test counts tests, not files', () => {
  it('one failing test is one failure, not its test plus its file', () => {
    const report = { numPassedTests: 390, numFailedTests: 1, testResults: [file('failed', ['passed', 'failed']), file('passed', ['passed'])] }
    expect(tally(report)).toEqual({ passed: 390, failed: 1 })
  })

  it('a file that failed without a failed test (it did not load) counts as one failure', () => {
    const report = { numPassedTests: 3, numFailedTests: 0, testResults: [file('failed', []), file('passed', ['passed', 'passed', 'passed'])] }
    expect(tally(report)).toEqual({ passed: 3, failed: 1 })
  })

  it('a green report has no failure', () => {
    expect(tally({ numPassedTests: 2, numFailedTests: 0, testResults: [file('passed', ['passed', 'passed'])] })).toEqual({ passed: 2, failed: 0 })
  })
})
