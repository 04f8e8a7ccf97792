# syntax=docker/dockerfile:1
# BrokerCircle in a container (decision 030). Three stages:
#   build    - every dependency, `npm run build` (web app into dist/web, server into dist/server)
#   deps     - production dependencies only (no tsx, vite, test tools)
#   runtime  - slim Node with those two, as the unprivileged `node` user
# Data (PGlite database without DATABASE_URL, uploads without S3_BUCKET, the generated
# secret key without SECRET_ENCRYPTION_KEY) lives in the /data volume.
#
#   docker build -t brokercircle .
#   docker run -p 3000:3000 -v brokercircle-data:/data -e PUBLIC_URL=http://localhost:3000 brokercircle
#
# With PostgreSQL: compose.yaml.

ARG NODE_VERSION=20.20

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Native packages (sharp, @node-rs/argon2) come as prebuilt glibc binaries for this platform.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# package.json says "type": "module", which makes dist/server/*.js ES modules.
COPY --chown=root:root package.json ./
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
# Files the server reads by path at run time: the fonts agreements' PDFs are printed in.
COPY --from=build --chown=root:root /app/assets ./assets
# The app's files stay root-owned (read-only to the app); only /data is the app's.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# GET /api/health answers 200 while the database answers, 503 otherwise. The slim image
# has no curl: Node's fetch does it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and gets SIGTERM directly (npm would not pass it on): it drains
# requests and exits within 10 s (decision 010's drain), inside Docker's default grace.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
