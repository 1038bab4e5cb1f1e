import { useFirstPaintDone } from '../components/firstPaint'
import { lateLazy } from '../components/lateLazy'

const TabStrip = lateLazy(() => import('./TabStrip'))

/**
 * Visited-page tabs (spec §2.3): affixed tabs can't be closed; right-click offers refresh and the close actions;
 * middle-click closes; closing the active tab goes to the last remaining one, else the root. Its box alone until the
 * start-up's first paint (components/firstPaint.ts): the titles too wait, each a match of the whole route table, and
 * the strip's code (rc-tabs) comes after it.
 */
export function TabsBar() {
  const chromeReady = useFirstPaintDone()
  const box = <div className="tags-view-container" data-testid="tabs-bar" />
  return chromeReady ? <TabStrip fallback={box} /> : box
}

