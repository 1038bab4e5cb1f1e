#!/bin/sh
# The container's start: the same render.sh as deploy/serve.sh, from the container's environment, then nginx in the
# foreground as PID 1 (docker stop's SIGTERM reaches it; SIGQUIT drains gracefully).
#   BACKEND_URL (required), PORT (default 8080), PORTAL_TITLE, PORTAL_API_BASE_URL, PORTAL_CAPTCHA_ENABLE,
#   PORTAL_TENANT_ENABLE, the site texts and their _EN twins — see README "Deploy". The folders default to the image's
#   (Dockerfile); tests move them.
set -eu
: "${BACKEND_URL:?set BACKEND_URL to the yudao backend origin, e.g. http://backend:48080}"
deploy=${PORTAL_DEPLOY_DIR:-/opt/portal/deploy}
prefix=${NGINX_PREFIX:-/tmp/nginx}
LISTEN="0.0.0.0:${PORT:-8080}" WEBROOT="${WEBROOT:-/srv/www}" "$deploy/render.sh" "$prefix"
exec nginx -e stderr -p "$prefix" -c "$prefix/nginx.conf"
