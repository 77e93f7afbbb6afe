// Prints one closing line 'N passed, N failed' that CI reads, after the slowest test files
// (also written to test-artifacts/test-timings.json, slowest first) so a slow run says where its time went.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
  }

  onTestResult(_test, result) {
    const { start, end } = result.perfStats;
    this.files.push({ file: path.relative(this.rootDir, result.testFilePath), seconds: (end - start) / 1000 });
  }

  onRunComplete(_contexts, results) {
    const slowest = [...this.files].sort((a, b) => b.seconds - a.seconds);
    try {
      const dir = path.join(this.rootDir, 'test-artifacts');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'test-timings.json'), `${JSON.stringify(slowest, null, 1)}\n`);
    } catch {
      // Timings are a help, never a reason to fail the run.
    }
    if (slowest.length > 20) {
      const total = slowest.reduce((sum, f) => sum + f.seconds, 0);
      process.stdout.write(`\nSlowest test files (of ${slowest.length}, ${Math.round(total)} s in all):\n`);
      for (const f of slowest.slice(0, 12))
        process.stdout.write(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.file}\n`);
    }
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    process.stdout.write(
      `\n${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
module.exports = SummaryReporter;
