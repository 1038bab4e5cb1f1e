# The portal as a container: Node 20 builds the remote bundle once; Debian's nginx serves it with deploy/'s
# configuration (the same files deploy/serve.sh and the deploy journey of `npm test` run). Settings come from the
# environment at start, so one image serves every environment:
#   docker build -t sme-portal .
#   docker run -p 8080:8080 -e BACKEND_URL=http://backend:48080 -e PORTAL_TITLE=… sme-portal

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Remote mode, settings from .env.production; `vite build` also writes the .gz/.br variants (deploy/compress.mjs).
RUN npx vite build --outDir dist && node scripts/check-remote-build.mjs dist

# Debian's nginx, not the nginx.org image: the brotli_static module and the exact nginx that CI tests come from Debian.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/*
COPY deploy/ /opt/portal/deploy/
COPY --from=build /app/dist/ /srv/www/portal/
ENV PORT=8080
EXPOSE 8080
# nginx runs as an ordinary user: everything it writes lives under /tmp/nginx.
USER www-data
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD curl -fsS "http://127.0.0.1:${PORT}/portal/" -o /dev/null || exit 1
ENTRYPOINT ["/opt/portal/deploy/entrypoint.sh"]
