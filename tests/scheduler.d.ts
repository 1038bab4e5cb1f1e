// React's scheduler (react-dom's dependency), as tests/setup.ts uses it to wait for React work still scheduled.
declare module 'scheduler' {
  export const unstable_IdlePriority: number
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown
}
