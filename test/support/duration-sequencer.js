// Runs the longest test files first, so two workers finish together instead of one waiting on a
// long file picked up last. A fresh clone has no jest cache of durations (jest would order by file
// size, which put a 130 s file near the end), so the durations measured in CI are kept in
// test/support/test-durations.json (seconds by path; regenerate with test/support/durations-from-log.js).
// Files not listed run first by file size: new files are often heavy, and that is the safe side.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const durations = require('./test-durations.json');

const root = path.resolve(__dirname, '../..');

class DurationSequencer extends Sequencer {
  sort(tests) {
    const known = (t) => durations[path.relative(root, t.path).split(path.sep).join('/')];
    const size = (t) => t.context.hasteFS.getSize(t.path) ?? 0;
    return [...tests].sort((a, b) => {
      const da = known(a);
      const db = known(b);
      if (da === undefined || db === undefined) {
        if (da !== db) return da === undefined ? -1 : 1;
        return size(b) - size(a);
      }
      return db - da;
    });
  }
}

module.exports = DurationSequencer;
