#!/bin/sh
# deploy/serve.sh DIST PORT BACKEND_URL — serves the production build DIST at http://127.0.0.1:PORT/portal/ with
# Debian's nginx in the foreground, as the calling user, and proxies /admin-api/ to BACKEND_URL (an origin).
# Start-up settings come from PORTAL_TITLE, PORTAL_API_BASE_URL, PORTAL_CAPTCHA_ENABLE, PORTAL_TENANT_ENABLE, the
# site texts with their English twins, PORTAL_ANALYTICS_URL and PORTAL_BAIDU_TONGJI_ID (deploy/render.sh, README
# "Deploy").
# Needs the Debian packages nginx and libnginx-mod-http-brotli-static; installs nothing. SIGTERM/SIGINT stop nginx
# (it replaces this shell), and its temp folder goes with it (kept only if nginx fails to start, to look at).
set -eu

usage() { echo "usage: deploy/serve.sh DIST PORT BACKEND_URL" >&2; exit 2; }
[ $# -eq 3 ] || usage
dist=$(cd "$1" 2>/dev/null && pwd) || { echo "serve.sh: no such folder: $1" >&2; exit 2; }
[ -f "$dist/index.html" ] || { echo "serve.sh: $dist has no index.html (run npm run build first)" >&2; exit 2; }
case "$2" in '' | *[!0-9]*) usage ;; esac
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] ||
  { echo "serve.sh: nginx is missing: apt-get install nginx libnginx-mod-http-brotli-static" >&2; exit 2; }
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  { echo "serve.sh: the brotli module is missing: apt-get install libnginx-mod-http-brotli-static" >&2; exit 2; }

here=$(cd "$(dirname "$0")" && pwd)
prefix=$(mktemp -d "${TMPDIR:-/tmp}/portal-nginx.XXXXXX")
trap 'rm -rf "$prefix"' EXIT # until nginx takes over (exec drops the trap; the watcher below cleans up then)
# Started by root, nginx's workers run as nobody: they must be able to read the prefix (and DIST).
chmod 755 "$prefix"
# nginx serves WEBROOT/portal/…: a link to the build keeps DIST untouched (nothing is written into it).
mkdir -p "$prefix/www"
ln -s "$dist" "$prefix/www/portal"

LISTEN="127.0.0.1:$2" WEBROOT="$prefix/www" BACKEND_URL="$3" "$here/render.sh" "$prefix"
nginx=$(command -v nginx || echo /usr/sbin/nginx)
"$nginx" -t -q -e stderr -p "$prefix" -c "$prefix/nginx.conf"
echo "serving $dist at http://127.0.0.1:$2/portal/ (API: $3)" >&2
# The temp folder is removed when nginx exits: a tiny watcher outlives the exec below and waits for this pid.
(
  trap '' INT TERM
  while kill -0 $$ 2>/dev/null; do sleep 1; done
  rm -rf "$prefix"
) </dev/null >/dev/null 2>&1 &
exec "$nginx" -e stderr -p "$prefix" -c "$prefix/nginx.conf"
