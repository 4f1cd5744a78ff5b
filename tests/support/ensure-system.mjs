#!/usr/bin/env node
// Makes sure the system programs the tests need are present: the MariaDB server (API tests on a
// real MySQL-family database), Chromium (end-to-end tests), socat (serial device tests), poppler's
// pdftoppm and CUPS with cups-pdf (label tests).
// As root on Debian it installs what is missing with apt-get and says so; otherwise it stops with
// the exact command to run. Usage: node tests/support/ensure-system.mjs [mariadb] [chromium] [socat] [poppler] [cups]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDS = {
  mariadb: { packages: ['mariadb-server'], binaries: ['mariadbd', 'mariadb-install-db'] },
  chromium: { packages: ['chromium'], binaries: ['chromium'] },
  socat: { packages: ['socat'], binaries: ['socat'] },
  // Label tests render PDFs to images (pdftoppm) and print through a real spooler (CUPS with its
  // virtual PDF printer).
  poppler: { packages: ['poppler-utils'], binaries: ['pdftoppm'] },
  cups: {
    packages: ['cups', 'cups-pdf'],
    binaries: ['cupsd', 'lp', 'lpstat', 'lpadmin'],
    files: ['/usr/lib/cups/backend/cups-pdf'],
  },
  libusb: {
    packages: ['libusb-1.0-0'],
    files: ['/usr/lib/x86_64-linux-gnu/libusb-1.0.so.0', '/usr/lib/aarch64-linux-gnu/libusb-1.0.so.0'],
  },
};
const DIRS = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin', '/sbin', '/bin'];

const has = (need) =>
  (need.binaries ?? []).every((binary) => DIRS.some((dir) => existsSync(`${dir}/${binary}`))) &&
  (!need.files || need.files.some((file) => existsSync(file)));

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(NEEDS);
const unknown = wanted.filter((name) => !NEEDS[name]);
if (unknown.length) {
  console.error(
    `ensure-system: unknown requirement ${unknown.join(', ')} (known: ${Object.keys(NEEDS).join(', ')})`,
  );
  process.exit(2);
}
const missing = [
  ...new Set(wanted.filter((name) => !has(NEEDS[name])).flatMap((name) => NEEDS[name].packages)),
];
// The HID POS device test needs the uhid kernel module; as root, load it where the kernel has it
// (a container usually has neither the module nor modprobe: the test run then says it did not run).
if (process.getuid?.() === 0 && !existsSync('/dev/uhid'))
  spawnSync('modprobe', ['uhid'], { stdio: 'ignore' });
if (missing.length === 0) process.exit(0);

const command = `apt-get install -y ${missing.join(' ')}`;
const isRoot = process.getuid?.() === 0;
const isDebian = existsSync('/etc/debian_version') && spawnSync('apt-get', ['--version']).status === 0;
if (!isRoot || !isDebian) {
  console.error(
    `The tests need ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed. Run:\n\n  sudo apt-get update && sudo ${command}\n`,
  );
  process.exit(1);
}
console.log(`ensure-system: installing ${missing.join(', ')} with apt-get (needed by the tests)`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
  stdio: 'inherit',
  env,
});
const stillMissing = wanted.filter((name) => !has(NEEDS[name]));
if (stillMissing.length) {
  console.error(`ensure-system: ${stillMissing.join(', ')} still missing after apt-get install`);
  process.exit(1);
}
