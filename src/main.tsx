import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import App from './App'
import { config } from './config'
import { applyRootFontSize } from './utils/rem'
import './styles.css'

async function start() {
  // The demo API must answer before the first request; remote builds drop this branch and msw entirely.
  if (import.meta.env.VITE_API_MODE === 'demo') {
    const { startDemoApi } = await import('./mocks/browser')
    await startDemoApi()
  }
  applyRootFontSize()
  document.title = config.appTitle
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
