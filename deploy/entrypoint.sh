#!/bin/sh
# The container's start: the same render.sh as deploy/serve.sh, from the container's environment, then nginx in the
# foreground as PID 1 (docker stop's SIGTERM reaches it; SIGQUIT drains gracefully).
#   BACKEND_URL (required), PORT (default 8080), PORTAL_TITLE, PORTAL_API_BASE_URL, PORTAL_CAPTCHA_ENABLE,
#   PORTAL_TENANT_ENABLE — see README "Deploy".
set -eu
: "${BACKEND_URL:?set BACKEND_URL to the yudao backend origin, e.g. http://backend:48080}"
LISTEN="0.0.0.0:${PORT:-8080}" WEBROOT=/srv/www /opt/portal/deploy/render.sh /tmp/nginx
exec nginx -e stderr -p /tmp/nginx -c /tmp/nginx/nginx.conf
