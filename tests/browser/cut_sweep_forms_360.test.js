// Issue 31, item 8: nothing cut off in any form of any system's full list on a 360x780 phone
// at Large text (tests/browser/lib/cut_sweep.js says why Large is enough for the forms).
'use strict';
const h = require('./lib/harness.js');
const { sweep } = require('./lib/cut_sweep.js');

h.run('cut sweep 360x780: every form of every system, nothing cut off', () => sweep({ width: 360, height: 780 }, { forms: true }));
