# Obscura's Node server, batch runner and queue worker (`obscura serve | batch | worker`).
# Not built in this project's CI (no Docker engine there): see README, "Deploying".
#
#   docker build -t obscura .
#   docker run -p 8080:8080 -e OBSCURA_API_KEYS=change-me obscura
#
# Build stage: installs every dependency (the compiled CLI is built by the `prepare` script with
# the dev tools), then drops the dev dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# onnxruntime-node's install script would download GPU libraries; the CPU build is enough.
ENV ONNXRUNTIME_NODE_INSTALL=skip
COPY . .
RUN npm ci --no-fund --no-audit \
 && npm prune --omit=dev --no-fund --no-audit \
 && rm -rf node_modules/.cache test e2e docs/screenshots

# Runtime stage: Debian slim, Node 20, the OCR language data, a non-root user.
FROM node:20-bookworm-slim
# tesseract-ocr-rus: Russian OCR data (the other six languages ship in npm packages);
# fonts-dejavu-core: a font with Latin and Cyrillic for rendering; tini: signals reach Node
# (SIGTERM drains the server and lets workers finish their jobs).
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr-rus fonts-dejavu-core tini ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    TESSDATA_PREFIX=/usr/share/tesseract-ocr/5/tessdata
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# Non-root: the app files stay read-only to the process; only /data (mounted) is written.
RUN groupadd --system obscura && useradd --system --gid obscura --home-dir /home/obscura --create-home obscura \
 && mkdir -p /data && chown obscura:obscura /data
USER obscura
EXPOSE 8080
# Liveness: the process answers. (Readiness, /readyz, says 503 while every worker is busy;
# give it to the load balancer, not to the container's health check.)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--", "node", "/app/bin/obscura.mjs"]
# Keys: OBSCURA_API_KEYS=key1,key2 or --api-keys-file /run/secrets/obscura-keys.
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
