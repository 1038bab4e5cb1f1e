// Start-up settings, read by src/config.ts before the app boots. deploy/render.sh (serve.sh, the container) serves its
// own copy written from PORTAL_* environment variables; this one keeps every value the build was made with.
window.__PORTAL_CONFIG__ = {}
