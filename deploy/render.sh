#!/bin/sh
# Writes the runtime files of deploy/nginx.conf.template into PREFIX (a writable folder): nginx.conf,
# security-headers.conf, config.js (the start-up settings of src/config.ts) and nginx's temp folders.
# Used by deploy/serve.sh and by the container's entrypoint, so both run the same configuration.
#
#   deploy/render.sh PREFIX
#   environment: LISTEN (e.g. 127.0.0.1:8080), WEBROOT (a folder whose portal/ is the build), BACKEND_URL (origin of
#   the yudao backend), and optional PORTAL_TITLE, PORTAL_API_BASE_URL, PORTAL_CAPTCHA_ENABLE, PORTAL_TENANT_ENABLE,
#   and the site texts with their English twins: PORTAL_TITLE_EN, PORTAL_ORGANISER(_EN), PORTAL_OPERATOR(_EN),
#   PORTAL_SERVICE_HOURS(_EN), PORTAL_QR_CODE_CAPTION(_EN), PORTAL_REGION(_EN), and the reports' PORTAL_ANALYTICS_URL
#   and PORTAL_BAIDU_TONGJI_ID (issue 45).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
prefix=${1:?usage: render.sh PREFIX}
: "${LISTEN:?LISTEN is not set}" "${WEBROOT:?WEBROOT is not set}" "${BACKEND_URL:?BACKEND_URL is not set}"

die() { echo "render.sh: $*" >&2; exit 2; }
# An origin: scheme, host, optional port; nothing that could break out of the nginx configuration.
is_origin() { printf '%s' "$1" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$'; }

backend=${BACKEND_URL%/}
is_origin "$backend" || die "BACKEND_URL must be an origin like http://10.0.0.5:48080 (got '$BACKEND_URL')"

api=${PORTAL_API_BASE_URL:-}
api=${api%/}
connect_src="'self'"
if [ -n "$api" ]; then
  is_origin "$api" || die "PORTAL_API_BASE_URL must be an origin like https://api.example.gov.cn (got '$api')"
  # The browser calls that origin itself: allow it (and its WebSocket twin for /infra/ws) in connect-src.
  connect_src="'self' $api $(printf '%s' "$api" | sed 's#^http#ws#')"
fi
# Reports (issue 45, src/analytics): the collector's URL, whose origin joins connect-src; Baidu Tongji's site id, with
# which hm.js (hm.baidu.com) and the plugins it loads (hmcdn.baidu.com) join script-src — only then. Its hits are images
# (img-src has https: already) and, in some of its versions, requests to hm.baidu.com (connect-src).
script_src="'self'"
analytics=${PORTAL_ANALYTICS_URL:-}
if [ -n "$analytics" ]; then
  printf '%s' "$analytics" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~%!$&()*+,;=:@/?-]*)?$' ||
    die "PORTAL_ANALYTICS_URL must be an http(s) URL like https://stats.example.gov.cn/collect (got '$analytics')"
  connect_src="$connect_src $(printf '%s' "$analytics" | sed -E 's#^(https?://[^/?]+).*#\1#')"
fi
tongji=${PORTAL_BAIDU_TONGJI_ID:-}
if [ -n "$tongji" ]; then
  printf '%s' "$tongji" | grep -Eq '^[0-9a-f]{32}$' ||
    die "PORTAL_BAIDU_TONGJI_ID must be the 32 hex digits after hm.js? in Tongji's code (got '$tongji')"
  script_src="'self' https://hm.baidu.com https://hmcdn.baidu.com"
  connect_src="$connect_src https://hm.baidu.com"
fi
printf '%s' "$LISTEN" | grep -Eq '^[][0-9A-Za-z.:]+$' || die "LISTEN must be an address like 127.0.0.1:8080 (got '$LISTEN')"
case "$WEBROOT" in *[!A-Za-z0-9/._-]*) die "WEBROOT must be a plain path (got '$WEBROOT')" ;; esac
case "$prefix" in *[!A-Za-z0-9/._-]*) die "PREFIX must be a plain path (got '$prefix')" ;; esac

mkdir -p "$prefix/tmp"
# Every value above is checked to hold no '#', '&' or '\', so they are safe inside these sed replacements.
sed -e "s#@PREFIX@#$prefix#g" -e "s#@LISTEN@#$LISTEN#g" -e "s#@WEBROOT@#$WEBROOT#g" -e "s#@BACKEND@#$backend#g" \
  "$here/nginx.conf.template" >"$prefix/nginx.conf"
sed -e "s#@CONNECT_SRC@#$connect_src#g" -e "s#@SCRIPT_SRC@#$script_src#g" "$here/security-headers.conf.template" >"$prefix/security-headers.conf"

# config.js: a JSON object; strings escaped for JSON, switches only when they say true or false.
json_string() { printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"; }
fields=""
add() { fields="${fields:+$fields, }\"$1\": $2"; }
# The site's texts, each with its English twin (PORTAL_TITLE and PORTAL_TITLE_EN …; src/config.ts siteText).
for pair in TITLE:title ORGANISER:organiser OPERATOR:operator SERVICE_HOURS:serviceHours QR_CODE_CAPTION:qrCodeCaption REGION:region; do
  for lang in '' _EN; do
    value=$(printenv "PORTAL_${pair%%:*}$lang" || true)
    [ -n "$value" ] && add "${pair#*:}${lang:+En}" "$(json_string "$value")"
  done
done
[ -n "$api" ] && add apiBaseUrl "$(json_string "$api")"
[ -n "$analytics" ] && add analyticsUrl "$(json_string "$analytics")"
[ -n "$tongji" ] && add baiduTongjiId "$(json_string "$tongji")"
for pair in "captchaEnabled:${PORTAL_CAPTCHA_ENABLE:-}" "tenantEnabled:${PORTAL_TENANT_ENABLE:-}"; do
  value=${pair#*:}
  case "$value" in
    true | false) add "${pair%%:*}" "$value" ;;
    '') ;;
    *) die "${pair%%:*}: PORTAL_*_ENABLE must be true or false (got '$value')" ;;
  esac
done
printf '// Written by deploy/render.sh at start-up; absent keys keep the build'"'"'s values (src/config.ts).\nwindow.__PORTAL_CONFIG__ = {%s}\n' "$fields" >"$prefix/config.js"
