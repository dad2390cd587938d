import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';

/** Catalog entries that would carry something of the input or run something in a viewer. */
const FORBIDDEN_CATALOG_KEYS = [
  'Metadata',
  'AcroForm',
  'Names',
  'Outlines',
  'PageLabels',
  'OCProperties',
  'OpenAction',
  'AA',
  'StructTreeRoot',
  'Dests',
];

/** Keys or types anywhere in the file that mean script, attachment, annotation or metadata. */
const FORBIDDEN_KEYS = ['JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'AA'];
const FORBIDDEN_TYPES = ['Annot', 'EmbeddedFile', 'Filespec', 'Metadata', 'Outlines', 'Action'];

/**
 * Parses the output again (pdf-lib, independent of the writer's objects) and lists what a
 * fresh image document must not have: an Info dictionary, XMP, forms, outlines, page labels,
 * optional content, annotations, attachments or JavaScript. Empty when the structure is clean.
 */
export async function structureFindings(pdf: Uint8Array): Promise<string[]> {
  return structureFindingsOf(await PDFDocument.load(pdf, { updateMetadata: false }));
}

/** `structureFindings` of an output already parsed from its bytes (parsed once for all checks). */
export function structureFindingsOf(doc: PDFDocument): string[] {
  const findings: string[] = [];
  if (doc.context.trailerInfo.Info) findings.push('an Info dictionary');
  for (const key of FORBIDDEN_CATALOG_KEYS) {
    if (doc.catalog.has(PDFName.of(key))) findings.push(`a catalog /${key}`);
  }
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (!dict) continue;
    const type = dict.get(PDFName.of('Type'));
    const typeName = type instanceof PDFName ? type.decodeText() : '';
    if (FORBIDDEN_TYPES.includes(typeName)) findings.push(`a /${typeName} object`);
    // pdf-lib gives every page an empty /Annots array: only a non-empty one is a finding.
    const annots = dict.lookup(PDFName.of('Annots'));
    if (annots && !(annots instanceof PDFArray && annots.size() === 0)) {
      findings.push('annotations');
    }
    for (const key of FORBIDDEN_KEYS) {
      if (dict.has(PDFName.of(key))) findings.push(`a /${key} entry`);
    }
  }
  return [...new Set(findings)];
}
