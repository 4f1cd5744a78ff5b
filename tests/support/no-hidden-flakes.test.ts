import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A cheap guard that keeps the test suites honest: no focused or skipped test, no test marked to
 * be fixed later, no retry that would pass a flaky test the second time, and no fixed sleep in a
 * walk (wait for a condition instead). It reads every file under tests/ and every *.test.ts of the
 * repository.
 */

const REPO_ROOT = resolve(__dirname, '..', '..');
const SOURCE_DIRS = ['api', 'desktop', 'scripts', 'shared', 'tests'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/** A test function, possibly through modifiers: test, it, describe, suite, test.describe, it.concurrent, … */
const TEST_FN = String.raw`\b(?:test|it|describe|suite)(?:\.\w+)*`;

const RULES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a focused test (.only)', pattern: new RegExp(String.raw`${TEST_FN}\.only\s*\(`) },
  { name: 'a skipped test (.skip)', pattern: new RegExp(String.raw`${TEST_FN}\.skip(?:If)?\s*\(`) },
  { name: 'a test left to fix (test.fixme)', pattern: new RegExp(String.raw`${TEST_FN}\.fixme\s*\(`) },
  { name: 'retries other than 0', pattern: /\bretries\s*:(?!\s*0(?![\d.]))/ },
  { name: 'a fixed sleep (waitForTimeout)', pattern: /\bwaitForTimeout\s*\(/ },
];

/** The files the rules apply to: everything under tests/, and *.test.ts anywhere. */
function guardedFiles(): string[] {
  const files: string[] = [];
  for (const top of SOURCE_DIRS) {
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(path);
        } else if (top === 'tests' ? SOURCE_FILE.test(entry.name) : entry.name.endsWith('.test.ts')) {
          files.push(path);
        }
      }
    };
    walk(join(REPO_ROOT, top));
  }
  return files;
}

/** Each line that breaks a rule, as "path:line: rule: the line". */
function violationsIn(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      RULES.filter((rule) => rule.pattern.test(line)).map(
        (rule) => `${path}:${index + 1}: ${rule.name}: ${line.trim()}`,
      ),
    );
}

describe('the test suites hide nothing', () => {
  it('no test file focuses, skips or defers a test, retries one, or sleeps a fixed time', () => {
    const files = guardedFiles();
    // The walk found the suites (a wrong root would pass with nothing read).
    expect(files.some((file) => file.endsWith(join('e2e', 'playwright.config.ts')))).toBe(true);
    expect(files.some((file) => file.endsWith('.spec.ts'))).toBe(true);
    expect(files.some((file) => file.includes(join('shared', 'domain')))).toBe(true);
    const violations = files.flatMap((file) =>
      violationsIn(relative(REPO_ROOT, file), readFileSync(file, 'utf8')),
    );
    expect(violations).toEqual([]);
  });

  // The samples are put together from parts so this file does not break its own rules.
  const dot = (...parts: string[]) => parts.join('.');
  it.each([
    [dot('test', "only('walks', async () => {"), 'a focused test (.only)'],
    [dot('test', 'describe', "only('screens', () => {"), 'a focused test (.only)'],
    [dot('it', "skip('reads', () => {"), 'a skipped test (.skip)'],
    [dot('describe', "skipIf(isCI)('slow', () => {"), 'a skipped test (.skip)'],
    [dot('test', "fixme('flaky walk', async () => {"), 'a test left to fix (test.fixme)'],
    ['  retries' + ': isCI ? 1 : 0,', 'retries other than 0'],
    ['test.describe.configure({ retries' + ': 2 });', 'retries other than 0'],
    [dot('await page', 'waitForTimeout' + '(500);'), 'a fixed sleep (waitForTimeout)'],
  ])('catches %s', (line, rule) => {
    expect(violationsIn('sample.ts', line)).toEqual([`sample.ts:1: ${rule}: ${line.trim()}`]);
  });

  it.each([
    '  retries' + ': 0,',
    '  retries' + ': 0',
    "test('only the store account is left out', async () => {",
    "it('skips nothing', () => {",
    'const skipped = rows.filter((row) => row.isSkipped);',
    "await expect(page.getByText('Saved')).toBeVisible();",
  ])('lets %s through', (line) => {
    expect(violationsIn('sample.ts', line)).toEqual([]);
  });
});
