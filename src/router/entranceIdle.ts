/**
 * The moment the entrance has painted its form and the browser is idle, or the user's first keystroke if that comes
 * first (AppRouter starts loading the layout then): work a sign-in will need is done ahead from here, without slowing
 * the form down (issue 23).
 */
const waiting: (() => void)[] = []
let reached = false

/** Runs `work` at that moment, or now if it has passed. */
export function whenEntranceIdle(work: () => void) {
  if (reached) work()
  else waiting.push(work)
}

/** The moment has come (AppRouter). */
export function entranceIdle() {
  reached = true
  for (const work of waiting.splice(0)) work()
}
