import './messages' // the app's messages, registered with i18n before anything asks for them
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import App from './App'
import { startReporting } from './analytics/track'
import { listenForUncaught } from './components/uncaught'
import { appTitle } from './config'
import { startLanguage } from './i18n'
import { loadFirstSession, preloadFirstPage, startSessionAtSignIn } from './router/AppRouter'
import { applyRootFontSize } from './utils/rem'
import './styles/theme.css'
import './styles.css'

async function start() {
  // Below the floor (public/prefs.js, issue 50) index.html says so; a browser that parses this far mounts nothing over it.
  if (document.documentElement.classList.contains('browser-too-old')) return
  listenForUncaught()
  startSessionAtSignIn()
  // The demo API must answer before the first request; remote builds drop this branch and msw entirely.
  const demoApi = import.meta.env.VITE_API_MODE === 'demo' ? import('./mocks/browser').then((m) => m.startDemoApi()) : null
  // With a session (a reload), its calls (permission info, dictionaries) are asked for first, then the page's chunks
  // load alongside (issue 13); the first render waits for both, so it is the page itself, once.
  const session = demoApi ? demoApi.then(loadFirstSession) : loadFirstSession()
  // The first page's code arrives before the first render, so it shows without a loading view (issues 2, 13): the
  // entrance's page, or with a session the layout's chunks.
  const firstPage = preloadFirstPage()
  // The interface's language with the entrance's messages, and only that language's (issue 25).
  await Promise.all([demoApi, session, firstPage, startLanguage()])
  applyRootFontSize()
  document.title = appTitle()
  // Rendered now, not in a task of React's scheduler (issue 51): on the first reload from the HTTP cache Chromium queues
  // a task per script that writes V8's code cache (≈ 30–60 ms in all), and a scheduled render waited behind them.
  const root = createRoot(document.getElementById('root')!)
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
  // Page views, vitals and failures for the operator (issue 45), when set: loaded once the first page has painted.
  startReporting()
}

void start()
