// Issue 31, item 8 and its screenshots: nothing cut off on a phone on its side (844x390, the
// detail beside the order) nor on a desktop (1280x800, with the log column), every screen of every
// system at Large text in both themes (tests/browser/lib/cut_sweep.js says what is looked at);
// the sweep saves each system's fight at Large text in both themes (cut-sweep-844-*, cut-sweep-1280-*).
'use strict';
const h = require('./lib/harness.js');
const { sweep } = require('./lib/cut_sweep.js');

h.run('cut sweep on its side and on a desktop: nothing cut off at Large text, every system, both themes', async () => {
  await sweep({ width: 844, height: 390 }, { device: h.LANDSCAPE, largeOnly: true });
  await sweep({ width: 1280, height: 800 }, { device: h.DESKTOP, largeOnly: true });
});
