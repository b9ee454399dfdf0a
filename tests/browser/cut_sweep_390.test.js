// Issue 31, item 8: nothing cut off on a common phone (390x844), every screen of every system, at
// each text size and in both themes (tests/browser/lib/cut_sweep.js says what is looked at).
'use strict';
const h = require('./lib/harness.js');
const { sweep } = require('./lib/cut_sweep.js');

h.run('cut sweep 390x844: no label, chip, line or die cut off, every screen of every system', () => sweep({ width: 390, height: 844 }));
