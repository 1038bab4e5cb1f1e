// How `npm test` counts a vitest JSON report: tests, not files.

/**
 * Passed and failed tests of one vitest JSON report. A file counts as one failure only when it failed with no failed
 * test in it (it did not load, or a hook failed), so one failing test is "1 failed", not its test plus its file.
 * Types: test-report.d.mts.
 */
export function tally(report) {
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'))
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles.length }
}
