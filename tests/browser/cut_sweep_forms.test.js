// Issue 31, item 8, its forms: nothing cut off in any form of any system's full list, at Large
// text on a 360x780 phone in both themes (tests/browser/lib/cut_sweep.js, `forms`): each form is
// opened from the list by a tap, looked at, and cancelled; one that acts at once is looked at after.
'use strict';
const h = require('./lib/harness.js');
const { sweep } = require('./lib/cut_sweep.js');

h.run('cut sweep of every form: nothing cut off at Large text on a 360 px phone', async () => {
  await sweep({ width: 360, height: 780 }, { forms: true });
});
