# Oasis Invest: one production instance. Build: docker build -t oasis-invest .
# Not built or run on the development machines (they have no Docker): see docs/deployment.md.

FROM node:20-slim AS build
WORKDIR /app
# better-sqlite3 and sharp: prebuilt binaries when the registry's download works, else a compile from source.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The front ends (client and SSR entry) and the server bundle are built with the dev tools, then those are dropped.
RUN npm run build && npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/db.json /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness only: readiness (database, Redis) is for the load balancer, at /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs as PID 1 (no npm wrapper), so it receives SIGTERM itself and drains requests in flight; same flags as npm start.
CMD ["node", "--max-old-space-size=128", "dist/server-app/index.js"]
