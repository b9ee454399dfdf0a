// Text 000 (initiative rounds), round three, on a phone: running, Statue, the Non magic weapons
// resistance, the Heal spell and a golem out of its caster's control, each reached by taps
// (long press a card -> the full list -> the action's form -> apply) and checked through the
// test hook; what lasts is on the card. Screenshots go to build/screenshots.
// Rules quoted (000_d5980b65f981aac0.txt):
//  "A mini can elect to run during their turn."
//  "A mini that is running cannot cast spells of any kind or engage in combat."
//  "Effect: Mini affected cannot move or attack" (Statue)
//  "Effect: All non magic weapons do 1/2 damage" (Non magic weapons resistance)
//  "Effect: Mini affected receives 8 life points + caster's level" (Heal)
//  "the golem becomes inactive until the spell caster regains control"
'use strict';
const h = require('./lib/harness.js');

const KNIGHT = 1, ARCHER = 2, ORC = 3, WOLF = 4;   // the sample: Knight 7 (level 3), Archer 9, Orc 5 (level 1), Wolf 7
const widgets = (page) => page.evaluate(() => Object.keys(window.roundkeeper.widgets()));
const who = (s, id) => s.combatants.find((c) => c.id === id);
const mine = (s, id) => (who(s, id).part && who(s, id).part.initiative_rounds) || {};
const logText = (s) => s.log.map((l) => l.text).join('\n');
const dispatch = (page, actions) => page.evaluate((list) => list.map((a) => window.roundkeeper.dispatch(a)).filter((r) => r), actions);

async function primaryUntil(page, done, max = 40) {
  for (let i = 0; i < max; i++) {
    if (done(await h.state(page))) return;
    await h.tap(page, 'primary');
  }
  throw new Error(`still not there after ${max} taps; widgets: ${(await widgets(page)).join(', ')}`);
}

// Long press the card, the action in its full list, then `fill` the form and apply it.
async function byTaps(page, id, type, fill, shot) {
  await h.longPress(page, `card-${id}`);
  await h.tap(page, `menu-${type}`);
  await fill();
  if (shot) await shot();
  await h.tap(page, 'sheet-apply');
  // A refused form stays open with its reason: close it so the next long press finds the cards.
  if ((await widgets(page)).includes('sheet-apply')) await h.tap(page, 'sheet-cancel').catch(() => {});
}

h.run('round 3, text 000: running, Statue, Non magic weapons, Heal and an inactive golem by taps', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    const shot = (what) => h.screenshot(page, `round3-initiative-rounds-${what}`);
    await h.tap(page, 'sample-initiative-rounds');
    await h.tap(page, 'primary');                                   // Start the fight: initiative round 9
    await primaryUntil(page, (st) => st.acting === ARCHER);          // everyone acts, done declaring
    let s = await h.state(page);

    // Running: the Archer runs in its turn, and its Flying fist is refused that turn.
    await byTaps(page, ARCHER, 'Run', async () => {}, () => shot('run-form'));
    s = await h.state(page);
    h.check(mine(s, ARCHER).running_turn === s.round, `the Archer runs this turn (${JSON.stringify(who(s, ARCHER).part)})`);
    h.check((await widgets(page)).includes(`chip-${ARCHER}-running`), 'its card says it is running');
    await shot('running-on-card');
    await byTaps(page, ARCHER, 'CastDamageSpell', () => h.tap(page, `field-targets-${ORC}`), () => shot('running-spell-form'));
    s = await h.state(page);
    h.check(who(s, ORC).hp.current === 8 && !/Archer casts/.test(logText(s)), `a running Archer casts no Flying fist (Orc ${who(s, ORC).hp.current}/8)`);

    // Non magic weapons: the Orc has the resistance; the Knight's sword hits for 6, the Orc takes 3.
    h.check((await dispatch(page, [{ type: 'SetStat', id: ORC, key: 'resist_non_magic', value: 1 }])).length === 0, 'the Orc has Non magic weapons resistance');
    await h.settle(page);
    await byTaps(page, KNIGHT, 'WeaponHit', async () => {
      await h.tap(page, `field-target-${ORC}`);
      for (let i = 0; i < 6; i++) await h.tap(page, 'field-damage-plus');
    }, () => shot('weapon-hit-form'));
    s = await h.state(page);
    h.check(who(s, ORC).hp.current === 8 - 3, `a non magic weapon does 1/2 damage: 6 -> 3 (Orc ${who(s, ORC).hp.current}/8)`);

    // Heal: the Orc (level 1) heals the wounded Knight by 8 + 1.
    await dispatch(page, [{ type: 'Damage', id: KNIGHT, amount: 13 }]);
    await h.settle(page);
    await byTaps(page, ORC, 'CastHeal', () => h.tap(page, `field-target-${KNIGHT}`), () => shot('heal-form'));
    s = await h.state(page);
    h.check(who(s, KNIGHT).hp.current === 1 + 9, `Heal gives 8 life points + the caster's level (Knight ${who(s, KNIGHT).hp.current}/14)`);

    // Statue on the Orc, cast by the Knight (the effect sheet's preset): the Orc's Flying fist is refused.
    await h.tap(page, `card-${ORC}`);
    await h.tap(page, `add-effect-${ORC}`);
    await h.tap(page, 'preset-Statue');
    await h.tap(page, `field-source-${KNIGHT}`);
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(s.effects.some((e) => e.name === 'Statue' && e.target === ORC), `the Orc is under Statue (${JSON.stringify(s.effects)})`);
    await byTaps(page, ORC, 'CastDamageSpell', () => h.tap(page, `field-targets-${WOLF}`), () => shot('statue-spell-form'));
    s = await h.state(page);
    h.check(who(s, WOLF).hp.current === 6 && !/Orc casts Flying fist/.test(logText(s)), `an Orc under Statue casts no Flying fist (Wolf ${who(s, WOLF).hp.current}/6)`);
    await shot('statue-refused');

    // The Wolf is a golem out of its caster's range: inactive, on its card, and its turn passes.
    await byTaps(page, WOLF, 'GolemControl', async () => {}, () => shot('golem-form'));
    s = await h.state(page);
    h.check(mine(s, WOLF).golem_inactive === true, `the Wolf is inactive (${JSON.stringify(who(s, WOLF).part)})`);
    h.check((await widgets(page)).includes(`chip-${WOLF}-golem-inactive`), 'its card says it is inactive');
    await shot('golem-inactive-on-card');
    await primaryUntil(page, (st) => st.round === 2 || /Wolf is inactive until its caster regains control: its turn passes/.test(logText(st)));
    s = await h.state(page);
    h.check(/Wolf is inactive until its caster regains control: its turn passes/.test(logText(s)), 'the inactive golem does not act: its turn passes');
    await shot('golem-turn-passed');
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
});
