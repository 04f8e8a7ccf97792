// Adds up Vitest and Playwright JSON reports into the one closing line CI reads:
// "N passed, N failed" (reports/ lives outside test-results/, which Playwright empties
// when it starts). A missing report counts as a failure (its step never ran).
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`${file}: missing`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed`);
  } else if (Array.isArray(report.checks)) {
    // npm run reliability / npm run security (scripts/reliability, scripts/security)
    const ok = report.checks.filter((c) => c.ok).length;
    passed += ok;
    failed += report.checks.length - ok;
    console.log(`${file}: ${ok} passed, ${report.checks.length - ok} failed`);
    for (const v of report.violations ?? []) console.log(`  ${v}`);
  } else {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
}
console.log(skipped > 0 ? `${passed} passed, ${failed} failed, ${skipped} skipped` : `${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
