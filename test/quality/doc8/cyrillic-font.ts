/**
 * groff font descriptions with Cyrillic for doc8's Russian documents. Debian's groff-base ships
 * `devps` fonts without Cyrillic; the URW Nimbus Roman fonts Ghostscript uses (Debian
 * `fonts-urw-base35`) have it and are metric clones of Times, so the description is groff's own
 * Times (TR/TB: Latin metrics and kerning) with Nimbus Roman as the PostScript font and the
 * Cyrillic letters and № of its AFM added (`u0410`..., plus the decomposed forms preconv writes for
 * Й, й, Ё, ё). Written once into `.cache/quality-doc8/font/devps/` (family `C`: CR and CB).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const GROFF_DEVPS = '/usr/share/groff/current/font/devps';
const URW = '/usr/share/fonts/type1/urw-base35';

/** Unicode of the Adobe names afii10017..10049 (upper case; lower case is afii10065.. + 0x20). */
const UPPER = [
  0x410, 0x411, 0x412, 0x413, 0x414, 0x415, 0x401, 0x416, 0x417, 0x418, 0x419, 0x41a, 0x41b, 0x41c,
  0x41d, 0x41e, 0x41f, 0x420, 0x421, 0x422, 0x423, 0x424, 0x425, 0x426, 0x427, 0x428, 0x429, 0x42a,
  0x42b, 0x42c, 0x42d, 0x42e, 0x42f,
];
/** What preconv writes for letters with a diacritic, by their precomposed code. */
const DECOMPOSED: Record<number, string> = {
  0x419: 'u0418_0306',
  0x439: 'u0438_0306',
  0x401: 'u0415_0308',
  0x451: 'u0435_0308',
};

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

function describe(groffName: string, times: string, afmFile: string, psName: string): string {
  const afmPath = join(URW, afmFile);
  const timesPath = join(GROFF_DEVPS, times);
  if (!existsSync(afmPath) || !existsSync(timesPath))
    throw new Error(
      `doc8's Russian documents need ${afmPath} (Debian fonts-urw-base35) and ${timesPath} (groff-base).`,
    );
  const [head, charset] = readFileSync(timesPath, 'latin1').split('\ncharset\n') as [
    string,
    string,
  ];
  const afm = readFileSync(afmPath, 'latin1');
  const extra: string[] = [];
  let code = 256;
  for (const m of afm.matchAll(
    /C -?\d+ ; WX (\d+) ; N afii(\d+) ; B (-?\d+) (-?\d+) (-?\d+) (-?\d+)/g,
  )) {
    const k = Number(m[2]);
    const unicode =
      k >= 10017 && k <= 10049
        ? UPPER[k - 10017]!
        : k >= 10065 && k <= 10097
          ? UPPER[k - 10065] === 0x401
            ? 0x451
            : UPPER[k - 10065]! + 0x20
          : k === 61352
            ? 0x2116 // the numero sign
            : 0;
    if (!unicode) continue;
    const metrics = `${m[1]},${Math.max(0, Number(m[6]))},${Math.max(0, -Number(m[4]))}`;
    for (const name of [`u${hex(unicode)}`, DECOMPOSED[unicode]].filter(Boolean))
      extra.push(`${name}\t${metrics}\t0\t${code++}\tafii${k}`);
  }
  const header = head
    .replace(/^name \S+/m, `name ${groffName}`)
    .replace(/^internalname \S+/m, `internalname ${psName}`);
  return `${header}\ncharset\n${charset.trimEnd()}\n${extra.join('\n')}\n`;
}

/** The font directory to pass to troff and grops with -F (written on first use). */
export function cyrillicFontDir(): string {
  const dir = resolve(process.cwd(), '.cache/quality-doc8/font');
  const devps = join(dir, 'devps');
  if (!existsSync(join(devps, 'CB'))) {
    mkdirSync(devps, { recursive: true });
    writeFileSync(
      join(devps, 'CR'),
      describe('CR', 'TR', 'NimbusRoman-Regular.afm', 'NimbusRoman-Regular'),
    );
    writeFileSync(
      join(devps, 'CB'),
      describe('CB', 'TB', 'NimbusRoman-Bold.afm', 'NimbusRoman-Bold'),
    );
  }
  return dir;
}
