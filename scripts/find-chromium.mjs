// Finds a Chromium for the browser tests, installing Debian's package when that is possible.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/lib/chromium/chromium', '/usr/bin/chromium-browser'];

/** Playwright's own downloaded Chromium, when one was installed on this machine. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** True when this is Debian (or a derivative) and we may install packages. */
function canInstallDebianPackage() {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/**
 * Returns the path of a Chromium: $CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own; as
 * root on Debian with none present, installs Debian's `chromium`. Otherwise throws saying what
 * to install.
 */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const found = CANDIDATES.find((p) => existsSync(p)) ?? (await playwrightChromium());
  if (found) return found;
  if (canInstallDebianPackage()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package (apt-get install -y chromium)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one and run again:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  or point CHROMIUM_PATH at a Chromium or Chrome binary (for example CHROMIUM_PATH=/usr/bin/google-chrome).',
  );
}
