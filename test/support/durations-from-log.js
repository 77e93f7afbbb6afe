// node test/support/durations-from-log.js <ci log> > test/support/test-durations.json
// Reads jest's "PASS <project> <path> (12.3 s)" lines; files jest printed no time for took under
// 5 s and are kept at 2 s, so they still count as known.
const fs = require('node:fs');

const out = {};
for (const line of fs.readFileSync(process.argv[2], 'utf8').split('\n')) {
  const m = /^(?:PASS|FAIL) \w+ (\S+)(?: \(([\d.]+) s\))?/.exec(line);
  if (m) out[m[1]] = m[2] ? Math.round(Number(m[2]) * 10) / 10 : 2;
}
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
process.stdout.write(`${JSON.stringify(sorted, null, 2)}\n`);
