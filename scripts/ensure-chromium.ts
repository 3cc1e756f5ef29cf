// Makes sure the browser tests have a Chromium: CHROME_PATH or a system Chromium if there is one;
// otherwise Debian's `chromium` package when running as root, else Playwright's own installer.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.ts';

const found = findChromium();
if (found) {
  console.log(`Browser tests use ${found}`);
} else if (process.getuid?.() === 0) {
  console.log('No Chromium found: installing Debian’s chromium package');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} else {
  console.log('No Chromium found: installing Playwright’s Chromium');
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
