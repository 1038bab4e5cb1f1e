import { AppRouter } from './router/AppRouter'
import { ErrorBoundary } from './components/ErrorBoundary'

/**
 * No antd here: the entrance renders with plain React + CSS (issue 2 budget); antd's providers load lazily with every
 * other route (src/components/AntdProviders.tsx, wrapped in src/router/AppRouter.tsx).
 */
export default function App() {
  return (
    <ErrorBoundary>
      <AppRouter />
    </ErrorBoundary>
  )
}
