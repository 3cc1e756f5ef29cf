// `npm run test:at -- "2026-11-30 02:50" [npm script and its arguments]`: runs `npm test` (or the
// script named after the time) with every process's clock moved to that UTC time, through
// libfaketime (Debian package `faketime`). The shop's rules turn on the hour in Auckland (the NZ
// day, each slot's cut-off), so a test can pass at one hour and fail at another: a test counted a
// repair on "today" while its job ran six minutes on, and failed only just before NZ midnight.
// The clock is moved by an offset rather than set, so every process it starts (Blobs server,
// function instances, the browser) shares one clock that keeps running.
import { spawnSync } from 'node:child_process';

const [target, ...command] = process.argv.slice(2);
const at = target ? Date.parse(`${target.replace(' ', 'T')}Z`) : Number.NaN;
if (Number.isNaN(at)) {
  console.error('Usage: npm run test:at -- "YYYY-MM-DD HH:MM" [npm script and arguments]');
  console.error('The time is UTC; NZ midnight is 11:00 UTC in summer (NZDT), 12:00 in winter.');
  process.exit(2);
}
if (spawnSync('faketime', ['-f', '+0', 'true']).status !== 0) {
  console.error('faketime is not installed: apt-get install -y faketime');
  process.exit(2);
}
const offsetSeconds = Math.round((at - Date.now()) / 1000);
const offset = `${offsetSeconds >= 0 ? '+' : ''}${String(offsetSeconds)}s`;
const script = command.length > 0 ? command : ['test'];
console.log(`Clock moved by ${offset}: starts at ${new Date(at).toISOString()}`);
const run = spawnSync('faketime', ['-f', offset, 'npm', 'run', ...script], { stdio: 'inherit' });
process.exit(run.status ?? 1);
