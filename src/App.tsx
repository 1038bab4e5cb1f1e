import { AppRouter } from './router/AppRouter'
import { ErrorBoundary } from './components/ErrorBoundary'
import { useDocumentPrefs } from './hooks/useDisplayPrefs'

/**
 * No antd here: the entrance renders with plain React + CSS (issue 2 budget); antd's providers load lazily with every
 * other route (src/components/AntdProviders.tsx, wrapped in src/router/AppRouter.tsx).
 */
export default function App() {
  // Colour scheme and 关怀模式 on <html>, kept in step with the settings (public/prefs.js set them for the first paint).
  useDocumentPrefs()
  return (
    <ErrorBoundary>
      <AppRouter />
    </ErrorBoundary>
  )
}
