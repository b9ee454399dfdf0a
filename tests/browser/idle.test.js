// Energy: with nothing happening the app draws no frames (it renders only on input), on the
// start screen and in a running fight.
'use strict';
const h = require('./lib/harness.js');

const idleFrames = async (page, ms) => {
  await h.settle(page);
  const f0 = await h.frames(page);
  await new Promise((r) => setTimeout(r, ms));
  return (await h.frames(page)) - f0;
};

h.run('idle: no frames drawn while nothing happens', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    const onLibrary = await idleFrames(page, 2000);
    h.check(onLibrary <= 2, `start screen: ${onLibrary} frames in 2 idle seconds`);
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');
    const inFight = await idleFrames(page, 5000);
    h.check(inFight <= 2, `running fight: ${inFight} frames in 5 idle seconds (target: at most 2)`);
  } finally {
    await browser.close();
    await site.close();
  }
});
