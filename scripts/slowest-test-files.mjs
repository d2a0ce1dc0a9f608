// Prints the slowest test files of one or more Vitest runs, from the JSON their
// `--reporter=json` wrote, so that CI shows where the suite's time goes as it grows.
// Usage: node scripts/slowest-test-files.mjs [--top N] RESULTS.json...
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
let top = 15;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--top') top = Number(args[++i]);
  else files.push(args[i]);
}
if (files.length === 0 || !Number.isInteger(top) || top < 1) {
  console.error('usage: node scripts/slowest-test-files.mjs [--top N] RESULTS.json...');
  process.exit(2);
}

const rows = [];
for (const file of files) {
  let results;
  try {
    results = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // A suite that died before writing its results: say so, and list the others.
    console.log(`(no results in ${file}: ${error.message})`);
    continue;
  }
  for (const result of results.testResults ?? []) {
    rows.push({
      file: relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      tests: result.assertionResults?.length ?? 0,
      failed: result.status === 'failed',
    });
  }
}
rows.sort((a, b) => b.seconds - a.seconds);
const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(
  `slowest ${Math.min(top, rows.length)} of ${rows.length} test files (${total.toFixed(0)} s in all, files running side by side counted each):`,
);
for (const row of rows.slice(0, top)) {
  console.log(
    `${row.seconds.toFixed(1).padStart(7)} s  ${String(row.tests).padStart(3)} tests  ${row.file}${row.failed ? '  (failed)' : ''}`,
  );
}
