import { lateLazy } from './lateLazy'

/** SafeHtml for the shell's notices (the bell's list, live notices): DOMPurify comes after the first paint (issue 51). */
export const LateSafeHtml = lateLazy(() => import('./SafeHtml').then((m) => ({ default: m.SafeHtml })))
