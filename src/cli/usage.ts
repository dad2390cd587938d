/** Help text printed by `obscura --help` and on bad usage. */
export const USAGE = `Usage:
  obscura detect IN.pdf [options]                       print the detection response JSON
  obscura anonymize IN.pdf --out OUT.pdf [--json OUT.json] [options]
                                                        write the redacted PDF (and the JSON)
  obscura custom IN.pdf --prompt "..." --out OUT.pdf [--json OUT.json] [options]
                                                        redact what the instruction asks for
                                                        (entities tagged CUSTOM)

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

Exit status: 0 on success, 1 when the document is refused or processing fails (the contract's
error body is printed on stderr; LLM_CALL_ERROR when the chat endpoint fails), 2 on bad usage.`;
