import { Component, Suspense, lazy, type ReactNode } from 'react'
import { translate } from '../i18n'

const CrashView = lazy(() => import('./CrashView'))

interface State {
  error: Error | null
}

/** A crashing page shows what happened and a way on, instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <Suspense fallback={<p role="alert">{translate('common', 'crashedWithReason', { message: error.message })}</p>}>
        <CrashView error={error} />
      </Suspense>
    )
  }
}
