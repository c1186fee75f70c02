# nlu-engine's HTTP server (docs/http.md, "Docker"). Two stages: the build stage installs every
# dependency, compiles dist/ and trains the default corpus into models/model.json; the runtime stage
# keeps only what `nlu serve` needs, so the image holds no compiler, no TypeScript and no dev tools.

FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# Scripts off: `prepare` would build before the sources are here; the one native module is built next.
RUN npm ci --ignore-scripts && npm rebuild better-sqlite3
COPY tsconfig.json tsconfig.build.json ./
COPY bin ./bin
COPY src ./src
COPY corpus ./corpus
RUN npm run build \
 && node bin/nlu.js train --corpus corpus --out models/model.json \
 && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
COPY --from=build /app/corpus ./corpus
COPY --from=build /app/models ./models
# The default SQLite referrer store (data/referrers.sqlite) is written by the unprivileged user.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# The server is the container's main process (no npm, no shell in between), so the SIGTERM of
# `docker stop` reaches it and it closes gracefully (docs/http.md, "Running it"). It starts no
# child processes, so nothing needs a zombie reaper such as tini.
CMD ["node", "bin/nlu.js", "serve", "--host", "0.0.0.0"]
