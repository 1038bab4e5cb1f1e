import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import App from './App'
import { config } from './config'
import { preloadFirstPage } from './router/AppRouter'
import { applyRootFontSize } from './utils/rem'
import './styles/theme.css'
import './styles.css'

async function start() {
  // The entrance's page arrives before the first render, so it shows without a loading view (issue 2 budget).
  const firstPage = preloadFirstPage()
  // The demo API must answer before the first request; remote builds drop this branch and msw entirely.
  if (import.meta.env.VITE_API_MODE === 'demo') {
    const { startDemoApi } = await import('./mocks/browser')
    await startDemoApi()
  }
  await firstPage
  applyRootFontSize()
  document.title = config.appTitle
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
