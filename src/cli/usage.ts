/** Help text printed by `obscura --help` and on bad usage. */
export const USAGE = `Usage:
  obscura detect IN.pdf [options]                       print the detection response JSON
  obscura anonymize IN.pdf --out OUT.pdf [--json OUT.json] [options]
                                                        write the redacted PDF (and the JSON)

Options (they mirror the API fields):
  --tags T1,T2            tags to find (default: all 22); e.g. EMAIL,PHONE,PERSON_NAME
  --ocr-langs L1,L2       OCR languages: eng spa fra deu ita por rus (default: eng)
  --force-ocr             use OCR even when the page has a text layer
  --rotated-text          detect rotated text
  --no-redact-text        anonymize: re-render without black boxes (detection still runs)
  --image-only            anonymize: no invisible text layer (default: the words that were not
                          redacted stay searchable and copyable)
  --min-chunk-size N      minimum chunk size for NER segmentation (default: 0)
  --custom-tags T1,T2     caller-defined tags added to the standard ones
  --dpi N                 anonymize: resolution of the re-rendered pages (default: 150)
  --quality Q             anonymize: JPEG quality of the pages, 0.1-1 (1 = lossless PNG; default 0.85)
  --password P            password of an encrypted PDF
  --model DIR             also run a token-classification model from DIR (transformers.js
                          layout: config.json, tokenizer.json, onnx/model_quantized.onnx)
  -h, --help              show this help

Exit status: 0 on success, 1 when the document is refused or processing fails (the contract's
error body is printed on stderr), 2 on bad usage.`;
