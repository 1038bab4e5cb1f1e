// What the benches read from a Chromium trace (devtools.timeline): the renderer's main thread and its tasks.

/** The renderer main thread's events of a trace, and its tasks (RunTask, with their CPU time `tdur`) by start. */
export function mainThread(events) {
  const ids = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const own = events.filter((e) => ids.has(`${e.pid}:${e.tid}`))
  const tasks = own
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && typeof e.tdur === 'number')
    .sort((a, b) => a.ts - b.ts)
  return { own, tasks, taskAt: (ts) => tasks.findLast((t) => t.ts <= ts && ts <= t.ts + t.dur) }
}

/** The CPU time of the tasks in [from, until] (a task partly inside counts in proportion). */
export function cpuBetween(tasks, from, until) {
  let cpu = 0
  for (const t of tasks) {
    if (t.ts + t.dur < from || t.ts > until) continue
    cpu += (t.tdur * (Math.min(t.ts + t.dur, until) - Math.max(t.ts, from))) / Math.max(t.dur, 1)
  }
  return cpu / 1000
}

/**
 * Per keystroke typed between console.timeStamp('keys-start') and ('keys-end'): the main thread's CPU time (ms) from
 * the task that dispatched its keydown to the end of the first frame committed after its input event — the key's
 * events, React's render, style, layout and paint of the frame that shows the character.
 */
export function keystrokeCpuTimes(events) {
  const { own, tasks, taskAt } = mainThread(events)
  const dispatched = (type) =>
    own
      .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === type)
      .map((e) => e.ts)
      .sort((a, b) => a - b)
  const keydowns = dispatched('keydown')
  const inputs = dispatched('input')
  const frames = own
    .filter((e) => e.ph === 'X' && e.name === 'Commit')
    .map((e) => e.ts + e.dur)
    .sort((a, b) => a - b)
  const marks = own
    .filter((e) => e.name === 'TimeStamp' && /^keys-(start|end)$/.test(e.args?.data?.message ?? ''))
    .sort((a, b) => a.ts - b.ts)
  const out = []
  for (let i = 0; i + 1 < marks.length; i += 2) {
    for (const key of keydowns.filter((ts) => ts > marks[i].ts && ts < marks[i + 1].ts)) {
      const input = inputs.find((ts) => ts > key)
      const shown = input === undefined ? undefined : frames.find((ts) => ts > input)
      if (shown !== undefined) out.push(cpuBetween(tasks, taskAt(key)?.ts ?? key, shown))
    }
  }
  return out
}

/** Per pair of console.timeStamp marks `start` … `end`: the longest main-thread task (ms, wall) between them. */
export function longestTasks(events, start, end) {
  const { own, tasks } = mainThread(events)
  const marks = own
    .filter((e) => e.name === 'TimeStamp' && [start, end].includes(e.args?.data?.message))
    .sort((a, b) => a.ts - b.ts)
  const out = []
  for (let i = 0; i + 1 < marks.length; i += 2) {
    const inside = tasks.filter((t) => t.ts >= marks[i].ts && t.ts <= marks[i + 1].ts)
    out.push(Math.max(0, ...inside.map((t) => t.dur)) / 1000)
  }
  return out
}
