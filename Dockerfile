# syntax=docker/dockerfile:1
# Production image of the booking service: API, projections, reactors and workers in one process
# (ROLE=api|projections|workers runs one part). Built with dev dependencies, run without them.

# Node 24 is the current LTS; package.json's engines (>=20.19) still admits Node 20 for development.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV CI=true
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY migrations ./migrations
COPY src ./src
COPY web ./web
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=5000 \
    HOST=0.0.0.0 \
    SEED_DEMO=false
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/web/dist ./web/dist
# Runs as a non-root user and writes no file: compose mounts the root file system read-only.
USER node
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm) so SIGTERM reaches the app and it shuts down cleanly.
CMD ["node", "dist/src/main.js"]
