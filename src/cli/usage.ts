/** Help text printed by `obscura --help` and on bad usage. */
export const USAGE = `Usage:
  obscura detect IN.pdf [options]                       print the detection response JSON
  obscura anonymize IN.pdf --out OUT.pdf [--json OUT.json] [options]
                                                        write the redacted PDF (and the JSON)
  obscura custom IN.pdf --prompt "..." --out OUT.pdf [--json OUT.json] [options]
                                                        redact what the instruction asks for
                                                        (entities tagged CUSTOM)
  obscura serve [--port 8080] [--host 127.0.0.1] [--workers N] [serve options]
                                                        the HTTP API (the five endpoints, keys
                                                        from $OBSCURA_API_KEYS or --api-keys-file)
  obscura batch IN... --out DIR [--operation anonymize|detect|custom] [options]
                                                        every PDF of files, folders (recursive) and
                                                        --list files; resumable via DIR/manifest.jsonl
  obscura batch IN... --out DIR --queue redis://HOST:PORT
                                                        queue one job per file for obscura worker
  obscura worker --queue redis://HOST:PORT [--concurrency N]
                                                        take queued files and process them

Options (they mirror the API fields):
  --tags T1,T2            tags to find (default: all 22); e.g. EMAIL,PHONE,PERSON_NAME
  --ocr-langs L1,L2       OCR languages: eng spa fra deu ita por rus (default: eng)
  --force-ocr             use OCR even when the page has a text layer
  --rotated-text          detect rotated text
  --no-redact-text        anonymize: re-render without black boxes (detection still runs)
  --image-only            anonymize: no invisible text layer (default: the words that were not
                          redacted stay searchable and copyable)
  --min-chunk-size N      minimum chunk size for NER segmentation (default: 0)
  --custom-tags T1,T2     caller-defined tags added to the standard ones: a kind in plain words
                          ("employee names") or label=/regex/; with --llm-url, any tag
  --dpi N                 anonymize: resolution of the re-rendered pages (default: 150)
  --quality Q             anonymize: JPEG quality of the pages, 0.1-1 (1 = lossless PNG; default 0.85)
  --password P            password of an encrypted PDF
  --max-pages N           process only the first N pages (default: 0 = no limit); the others are
                          not searched, are left out of the anonymized PDF and are named in
                          exception
  --max-page-megapixels N largest raster of one page, in megapixels (default: 40); a larger page
                          is rendered at a lower resolution
  --page-time-limit S     seconds one page may take to render before the document is refused
                          (default: 0 = no limit)
  --visual                also search signatures, QR codes/barcodes and faces when --tags is
                          not given (named visual tags are always searched)
  --model DIR             also run a token-classification model from DIR (transformers.js
                          layout: config.json, tokenizer.json, onnx/model_quantized.onnx)
  --prompt TEXT           custom: what to redact, in plain words ("names and dates of birth"),
                          quoted terms ("Project Falcon"), "all mentions of X", /regex/flags
  --llm-url URL           read the custom prompt and --custom-tags with an OpenAI-compatible chat
                          endpoint (e.g. http://127.0.0.1:11434/v1) instead of the built-in
                          interpreter; the key, if any, is read from $OBSCURA_LLM_KEY
  --llm-model NAME        the model the chat endpoint runs
  --llm-timeout S         seconds allowed per chat request (default: 60)
  -h, --help              show this help

serve options:
  --port N                port (default: 8080; 0 picks a free one)
  --host ADDR             address to listen on (default: 127.0.0.1; 0.0.0.0 in a container)
  --workers N             worker threads, one document each at a time (default: the cores)
  --queue-limit N         requests that may wait for a thread (default: 2 x workers); past it
                          the answer is 503 with Retry-After
  --max-size MB           largest accepted PDF (default: 200); 413 above it
  --request-timeout S     time limit of one request (default: 300; 0 = none); 504 past it
  --api-keys-file FILE    keys, one a line or comma-separated, re-read when the file changes
                          (added to $OBSCURA_API_KEYS); at least one key is required
  --max-pages, --page-time-limit, --model, --visual, --llm-*: as above, for every request
  Also GET /healthz, /readyz (503 while full or stopping), /metrics (Prometheus), /api/openapi.json.
  SIGTERM: stops accepting, finishes the requests in progress, exits.

batch options (and every option of anonymize/detect/custom above):
  --out DIR               output folder: redacted PDFs (folder layout kept), NAME.json with the
                          detected_pii beside each, and manifest.jsonl (a re-run skips files
                          already done or refused with the same bytes and options)
  --list FILE             a file naming one input per line (repeatable)
  --operation OP          anonymize (default), detect (JSON only) or custom (needs --prompt)
  --workers N             worker threads (default: the cores)
  --plain                 plain progress lines even on a terminal
  --queue URL             hand the files to obscura worker processes through Redis (BullMQ);
                          inputs and --out must be paths every worker sees (shared storage)
  --queue-name NAME       queue name (default: obscura)
  --attempts N            tries per file before it goes to the dead-letter queue NAME-dead (default: 3)
  Exit status: 0 when every file is done, 1 when any was refused or failed, 2 on bad usage.

worker options:
  --queue URL             Redis of the queue (redis://[user:pass@]host:port[/db], rediss:// for TLS)
  --queue-name NAME       queue name (default: obscura)
  --concurrency N         files at once, one thread each (default: the cores)
  --lock-seconds S        a job whose worker stops renewing its lock this long is taken again
                          by another worker (default: 30)
  --stalled-seconds S     how often workers look for such jobs (default: 30)
  SIGTERM: finishes the jobs in progress, then exits.

Exit status: 0 on success, 1 when the document is refused or processing fails (the contract's
error body is printed on stderr; LLM_CALL_ERROR when the chat endpoint fails), 2 on bad usage.`;
