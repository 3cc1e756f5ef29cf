// Makes sure the tests have a Chromium to drive, the headless shell where it can be had:
// CHROME_PATH or Debian's headless shell if there is one; else, as root, Debian's
// `chromium-headless-shell` package; else a system Chromium; else Playwright's own headless shell.
import { execSync } from 'node:child_process';
import { findChromium, findTestChromium, HEADLESS_SHELL_PATH } from './chromium.ts';

function install(command: string): boolean {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch (error) {
    console.error(`Could not run: ${command}`, error);
    return false;
  }
}

const found = findTestChromium();
if (found && (process.env.CHROME_PATH || found === HEADLESS_SHELL_PATH)) {
  console.log(`Tests drive ${found}`);
} else if (
  process.getuid?.() === 0 &&
  install(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
  )
) {
  console.log(`Installed Debian’s chromium-headless-shell: tests drive ${HEADLESS_SHELL_PATH}`);
} else if (findChromium()) {
  // Works, at about twice the test time: the full browser's headless mode.
  console.log(`Tests drive ${String(findChromium())} (no headless shell could be installed)`);
} else {
  console.log('No Chromium found: installing Playwright’s headless shell');
  execSync('npx playwright install --only-shell chromium', { stdio: 'inherit' });
}
