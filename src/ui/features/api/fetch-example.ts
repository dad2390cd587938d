import type { EndpointInfo } from './endpoints';

/** A JavaScript `fetch` call for `endpoint`, to paste into a page (or console) of this origin. */
export function fetchExample(endpoint: EndpointInfo, apiKey: string): string {
  const headers = `'X-API-Key': '${apiKey}'`;
  const handle =
    endpoint.output === 'pdf'
      ? `const pdf = await response.blob(); // the redacted PDF`
      : `const body = await response.json();\nconsole.log(response.status, body);`;
  if (endpoint.input === 'multipart') {
    const redact = endpoint.redacts ? `\nform.append('redact_text', 'true');` : '';
    return `// file: a File or Blob holding the PDF (e.g. from an <input type="file">)
const form = new FormData();
form.append('pdf', file, 'document.pdf');
form.append('tags', 'EMAIL,PHONE,PERSON_NAME'); // optional; empty means all tags${redact}
const response = await fetch('${endpoint.path}', {
  method: 'POST',
  headers: { ${headers} },
  body: form,
});
${handle}`;
  }
  return `// base64: the PDF's bytes as base64 (a data: URL prefix is accepted too)
const response = await fetch('${endpoint.path}', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ${headers} },
  body: JSON.stringify({ pdf: base64, tags: ['EMAIL', 'PHONE'], ocr_langs: ['eng'] }),
});
${handle}`;
}
