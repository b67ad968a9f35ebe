# One image with both services; compose runs it twice (api, gateway) with different commands.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server-kit/package.json server-kit/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 8080 8443
CMD ["node", "api/dist/src/server.js"]
