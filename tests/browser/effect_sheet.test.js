// The effect sheet on a phone (issue 13, item 8): a text's named spell filled in by one tap
// (Speed: +3 initiative for "1 turn + caster's level"), and any modifier the running system
// reads set by steppers. The state is checked through the test hook; screenshots go to
// build/screenshots.
'use strict';
const h = require('./lib/harness.js');

const KNIGHT = 1, ORC = 3, WOLF = 4;
const widgets = (page) => page.evaluate(() => Object.keys(window.roundkeeper.widgets()));

async function primaryUntil(page, done, max = 40) {
  for (let i = 0; i < max; i++) {
    if (done(await h.state(page))) return;
    await h.tap(page, 'primary');
  }
  throw new Error(`still not there after ${max} taps; widgets: ${(await widgets(page)).join(', ')}`);
}

h.run('effect sheet: spell presets and modifiers by taps on a phone', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    const shot = (what) => h.screenshot(page, `effect-sheet-${what}`);
    await h.tap(page, 'sample-initiative-rounds');   // Knight 7, Archer 9, Orc 5, Wolf 7
    await h.tap(page, 'primary');                     // Start the fight: initiative round 9

    // Text 000's Speed on the Orc, cast by the Knight: one tap on the preset, one on the caster.
    await h.tap(page, `card-${ORC}`);
    await h.tap(page, `add-effect-${ORC}`);
    await h.tap(page, 'preset-Speed');
    await h.tap(page, `field-source-${KNIGHT}`);
    await shot('speed-preset');
    await h.tap(page, 'sheet-apply');
    let s = await h.state(page);
    const speed = s.effects.find((e) => e.name === 'Speed' && e.target === ORC);
    h.check(!!speed, `the Speed preset added "Speed" on the Orc (${JSON.stringify(s.effects)})`);
    h.check(speed && speed.modifiers && speed.modifiers.initiative === 3, `Speed adds 3 to the initiative (${JSON.stringify(speed)})`);
    h.check(speed && speed.formula === "1 turn + caster's level", `with the text's duration (${speed && speed.formula})`);
    await shot('speed-on-card');

    // Any modifier by steppers: the Wolf cannot act ("stunned") for a round.
    await h.tap(page, `card-${WOLF}`);
    await h.tap(page, `add-effect-${WOLF}`);
    await h.tap(page, 'field-name');
    await page.keyboard.insertText('Held fast');
    await h.tap(page, 'modifier-stunned-plus');
    await h.tap(page, 'modifier-initiative-minus');
    await h.tap(page, 'modifier-initiative-minus');
    await h.tap(page, 'field-duration-1 round');
    await shot('modifiers-by-steppers');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    const held = s.effects.find((e) => e.name === 'Held fast' && e.target === WOLF);
    h.check(held && held.modifiers.stunned === 1 && held.modifiers.initiative === -2,
      `the steppers set stunned 1 and initiative -2 (${JSON.stringify(held)})`);

    // Sped up to 8, the Orc acts in an initiative round of its own, before the Knight's 7.
    await primaryUntil(page, (st) => st.acting === ORC || st.round === 2);
    s = await h.state(page);
    h.check(s.acting === ORC && s.part.initiative_rounds.initiative_round === 8,
      `the Orc acts in initiative round 8 (acting ${s.acting}, round ${JSON.stringify(s.part)})`);
    await shot('orc-acts-at-8');
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
});
