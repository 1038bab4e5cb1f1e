export interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  testResults: { status: string; assertionResults: { status: string }[] }[]
}
export function tally(report: VitestReport): { passed: number; failed: number }
