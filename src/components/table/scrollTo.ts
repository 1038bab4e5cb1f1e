const easeInOutQuad = (t: number, b: number, c: number, d: number) => {
  let x = t / (d / 2)
  if (x < 1) return (c / 2) * x * x + b
  x--
  return (-c / 2) * (x * (x - 2) - 1) + b
}

/** Scrolls the window to `to` over `duration` ms, eased (spec §9: pagination scrolls to the top over 800 ms). */
export function scrollTo(to: number, duration: number, win: Window = window): void {
  const start = win.scrollY
  const change = to - start
  const started = performance.now()
  const step = (now: number) => {
    const elapsed = Math.min(now - started, duration)
    win.scrollTo(0, easeInOutQuad(elapsed, start, change, duration))
    if (elapsed < duration) win.requestAnimationFrame(step)
  }
  if (change !== 0) win.requestAnimationFrame(step)
}
