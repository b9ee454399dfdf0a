// Energy: with nothing happening the app draws no frames (it renders only on input), on the
// start screen and in a running fight; and of the frames ImGui settles over after a tap, those
// that would show just what is on screen are not drawn again.
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

    const counts = () => page.evaluate(() => [window.roundkeeper.frames(), window.roundkeeper.framesShown()]);
    const [f0, s0] = await counts();
    const turn = (s) => `round ${s.round}, #${s.acting}`;
    const before = turn(await h.state(page));
    for (let i = 0; i < 4; i++) await h.tap(page, 'primary');   // four turns
    const [f1, s1] = await counts();
    const after = turn(await h.state(page));
    h.check(after !== before, `the taps moved the turn (${before} -> ${after})`);
    h.check(s1 - s0 >= 4 && s1 - s0 < f1 - f0, `four taps: ${f1 - f0} frames, ${s1 - s0} of them drawn (the rest showed what was on screen)`);
    await h.screenshot(page, 'idle-after-four-turns');
  } finally {
    await browser.close();
    await site.close();
  }
});
