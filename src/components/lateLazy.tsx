import { Component, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { preload, preloadableLazy } from '../router/moduleCache'
import { reportFailure } from './uncaught'

const lateParts: (() => Promise<unknown>)[] = []
let latePartsFetched = false

/** The start-up's first paint is done (firstPaint.ts): the late parts' code is fetched now. */
export function fetchLateParts() {
  latePartsFetched = true
  for (const load of lateParts.splice(0)) void preload(load) // a failed fetch is asked again by its render
}

/** Where a late part's code could not be fetched (a dropped connection), its stand-in stays: the page goes on. */
class StandInOnFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    reportFailure(error)
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * A part the start-up's first paint does without (issue 51), as React.lazy: its code stays out of the chunks a reload
 * waits for (the date picker, the tab strip …) and is fetched right after that paint, so it is mostly here before anyone
 * asks for it. `fallback` takes its place while it comes, and stays if it can't.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lateLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  if (latePartsFetched) void preload(load)
  else lateParts.push(load)
  // Once fetched, it renders in the same pass, without a fallback (router/moduleCache.ts).
  const Lazy = preloadableLazy(load) as unknown as ComponentType<ComponentProps<T>>
  return function LatePart({ fallback, ...props }: ComponentProps<T> & { fallback: ReactNode }) {
    return (
      <StandInOnFailure fallback={fallback}>
        <Suspense fallback={fallback}>
          <Lazy {...(props as ComponentProps<T>)} />
        </Suspense>
      </StandInOnFailure>
    )
  }
}
