// Jest starts the files it knows to be slow first, so no long file starts last and keeps one worker
// busy while the other has nothing left. Jest knows a file's time from its cache of the previous run;
// a fresh clone (CI) has no cache, and jest's own order then puts the files it has no time for first
// and the rest by size, which started the slowest files (browser pages, the ledger property, the
// rebuild check) last. Here a file's time is the cache's, else the seconds in known-durations.json (a
// cold run's, refreshed by hand from test-artifacts/test-timings.json), else its size stands in.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const known = require('./known-durations.json');

const root = path.resolve(__dirname, '../..');
/** Milliseconds per byte of a test file with no known time (a 10 kB file counts as ~5 s). */
const MS_PER_BYTE = 0.5;

class SlowestFirstSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = known[path.relative(root, test.path).split(path.sep).join('/')];
    return seconds == null ? undefined : seconds * 1000;
  }

  sort(tests) {
    const estimate = (test) => {
      test.duration = this.time(test);
      return test.duration ?? (test.context.hasteFS.getSize(test.path) ?? 0) * MS_PER_BYTE;
    };
    const ranked = tests.map((test) => ({ test, failed: this.hasFailed(test), ms: estimate(test) }));
    ranked.sort((a, b) => (a.failed !== b.failed ? (a.failed ? -1 : 1) : b.ms - a.ms));
    return ranked.map((r) => r.test);
  }
}

module.exports = SlowestFirstSequencer;
