/** Root font size: 16 px scaled by window width / 1920, capped at 1 (spec §9). */
export const rootFontSize = (windowWidth: number): number => 16 * Math.min(windowWidth / 1920, 1)

export function applyRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`
  }
  apply()
  win.addEventListener('resize', apply)
  return () => win.removeEventListener('resize', apply)
}
