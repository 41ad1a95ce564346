# syntax=docker/dockerfile:1
# One image, three roles (LUNARA_ROLE=web|worker|all) and the one-shot migrate step. See docs/deploy.md.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The web app (vite build) needs the dev dependencies; the runtime image does not.
FROM deps AS build
COPY . .
RUN node node_modules/vite/bin/vite.js build --logLevel warn

FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    LUNARA_ROLE=all \
    DATA_DIR=/data
WORKDIR /app
# The server runs its TypeScript through tsx (a production dependency): sources, not a bundle.
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node src/server ./src/server
COPY --chown=node:node src/shared ./src/shared
COPY --chown=node:node sim ./sim
COPY --from=build --chown=node:node /app/dist/web ./dist/web
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: readiness (database, migrations, queue, draining) is /api/ready, for the balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's child of nothing: SIGTERM reaches main.ts, which drains (SHUTDOWN_TIMEOUT_MS).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/server/main.ts"]
