import { reportFailure } from '../components/uncaught'

/**
 * Runs `then` with a loaded record. A refusal has already been shown by the request layer and a missing record (yudao
 * answers null for an unknown id) is simply not opened; anything else is a bug and is reported (issue 22).
 */
export function whenLoaded<T>(load: Promise<T | null>, then: (value: T) => void): void {
  load.then(
    (value) => {
      if (value !== null && value !== undefined) then(value)
    },
    reportFailure,
  )
}
