/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then the usual system paths. When none is
 * found and we run as root on Debian, installs Debian's `chromium` package; otherwise says exactly
 * what to install. Never downloads a browser build from anywhere else.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function existing() {
  if (process.env.CHROMIUM_PATH) {
    if (fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

export function findChromium({ install = true } = {}) {
  const found = existing();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
    const installed = existing();
    if (installed) return installed;
  }
  throw new Error(
    "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium());
}
