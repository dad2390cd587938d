// System files the tests need besides Node packages: fonts for the scan fixtures, Russian OCR
// data (no npm package has it), poppler's pdftotext for the leak test's second extractor and
// qpdf, which the leak test uses to read the output's streams uncompressed; Ghostscript for the
// doc5 quality set.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** True when any tessdata folder of the system has Russian data. */
function hasRussianData() {
  const base = '/usr/share/tesseract-ocr';
  if (!existsSync(base)) return false;
  return readdirSync(base).some((v) => existsSync(`${base}/${v}/tessdata/rus.traineddata`));
}

/** Each prerequisite: the Debian package that provides it and how to tell it is there. */
const PREREQUISITES = [
  {
    pkg: 'fonts-dejavu-core',
    present: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  },
  { pkg: 'tesseract-ocr-rus', present: hasRussianData },
  { pkg: 'poppler-utils', present: () => existsSync('/usr/bin/pdftotext') },
  { pkg: 'qpdf', present: () => existsSync('/usr/bin/qpdf') },
  // The job-queue test starts its own redis-server on a loopback port.
  { pkg: 'redis-server', present: () => existsSync('/usr/bin/redis-server') },
  // The doc5 quality test re-distils one PDF through Ghostscript, a second PDF producer.
  { pkg: 'ghostscript', present: () => existsSync('/usr/bin/gs') },
  // The doc6 (pdfmake) and doc7 (jsPDF) quality sets embed Liberation Sans and Serif.
  {
    pkg: 'fonts-liberation',
    present: () => existsSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'),
  },
  // The doc8 quality set is typeset by groff (preconv, tbl, troff -Tps, grops), then Ghostscript.
  {
    pkg: 'groff-base',
    present: () =>
      ['groff', 'preconv', 'tbl', 'troff', 'grops'].every((t) => existsSync(`/usr/bin/${t}`)),
  },
  // doc8's Russian documents use the URW Nimbus Roman metrics and glyphs (Ghostscript's fonts).
  {
    pkg: 'fonts-urw-base35',
    present: () => existsSync('/usr/share/fonts/type1/urw-base35/NimbusRoman-Regular.afm'),
  },
];

/**
 * Makes sure the prerequisites are installed: as root on Debian, installs the missing packages;
 * otherwise throws saying exactly which packages to install.
 */
export function ensureTestPrerequisites() {
  const missing = PREREQUISITES.filter((p) => !p.present()).map((p) => p.pkg);
  if (missing.length === 0) return;
  const canInstall =
    existsSync('/etc/debian_version') && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`Installing Debian packages the tests need: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    return;
  }
  throw new Error(
    `The tests need these Debian packages: ${missing.join(' ')}\n` +
      `  sudo apt-get install -y ${missing.join(' ')}`,
  );
}
