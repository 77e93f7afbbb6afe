// Jest starts the files it knows to be slow first, so no long file starts last and keeps one worker
// busy while the other has nothing left. Jest knows a file's time from its cache of the previous run;
// a fresh clone (CI) has no cache and would order by file size, which puts some of the slowest files
// (browser pages, the ledger property, the rebuild check) near the end. For those, the seconds in
// known-durations.json (a cold run's, refreshed by hand from test-artifacts/test-timings.json) stand in.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const known = require('./known-durations.json');

const root = path.resolve(__dirname, '../..');

class SlowestFirstSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = known[path.relative(root, test.path).split(path.sep).join('/')];
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = SlowestFirstSequencer;
