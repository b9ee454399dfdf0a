// Every rule system played by taps on a phone (390x844, DPR 3, touch): the sample fight for
// the system is opened from the start screen, then a full round is played with the buttons a
// game master would use — the big primary button, the prompts on the cards, dice entered on
// the keypad, dice chips spent, an effect added — until round 2 begins. The core state is then
// checked through the test hook. Screenshots of each screen go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');
const { widgets, enterDice, playSamples } = require('./lib/samples.js');

const log = async (page) => (await page.evaluate(() => window.roundkeeper.state().encounter.log)).map((e) => e.text);

// Taps the primary button until `done(state)` (at most `max` taps); returns the taps used.
async function primaryUntil(page, done, max = 60) {
  for (let i = 0; i < max; i++) {
    if (done(await h.state(page))) return i;
    await h.tap(page, 'primary');
  }
  throw new Error(`still not there after ${max} taps on the primary button; widgets: ${(await widgets(page)).join(', ')}`);
}

const firstWidget = async (page, prefix) => (await widgets(page)).find((n) => n.startsWith(prefix));

const schemes = {
  // Generic d20: damage by chips, an effect with a duration, turns to round 2.
  'highest-first': async (page, shot) => {
    await h.tap(page, 'primary');                               // Start the fight
    let s = await h.state(page);
    const acting = s.acting;
    await h.tap(page, `card-${acting}`);
    await h.tap(page, `hp-5-${acting}`);
    await h.tap(page, `add-effect-${acting}`);
    await h.tap(page, 'field-name');
    await page.keyboard.insertText('Bless');
    await h.tap(page, 'field-duration-1 round');
    await shot('effect-sheet');
    await h.tap(page, 'sheet-apply');
    await shot('effect-on-card');
    s = await h.state(page);
    const hit = s.combatants.find((c) => c.id === acting);
    h.check(hit.hp.current === hit.hp.max - 5, `the -5 chip took 5 hit points from ${hit.name}`);
    h.check(s.effects.some((e) => e.name === 'Bless' && e.target === acting), 'the effect sheet added "Bless" on the acting combatant');
    await primaryUntil(page, (st) => st.round === 2);
    // "1 round" from round 1 runs out as the round ends: the table is told.
    const w = await page.evaluate(() => window.roundkeeper.widgets());
    h.check(!(await h.state(page)).effects.some((e) => e.name === 'Bless') && !!w.announcement,
      'the effect ran out at the end of the round and the app announced it');
    await shot('effect-ended');
  },

  // Text 000: declarations, d100 tie rolls (one entered on the keypad), initiative rounds.
  'initiative-rounds': async (page, shot) => {
    await h.tap(page, 'primary');                               // Start the fight
    await primaryUntil(page, (st) => st.step === 'rolling_ties' || st.step === 'acting');
    const tie = await firstWidget(page, 'prompt-RollTie-');
    if (tie && !tie.endsWith('table')) {
      await shot('tie-rolls');
      await enterDice(page, tie, [42]);
      h.check((await log(page)).some((t) => t.includes('(entered)')), 'a tie roll entered on the keypad is logged as entered');
    }
    await primaryUntil(page, (st) => st.round === 2);
  },

  // Text 001: initiative entered on the keypad, "roll for everyone", a held action.
  countdown: async (page, shot) => {
    await h.tap(page, 'primary');                               // Start the fight
    await primaryUntil(page, (st) => st.step === 'rolling_initiative' || st.step === 'acting');
    const roll = await firstWidget(page, 'prompt-RollInitiative-');
    if (roll && !roll.endsWith('table')) {
      await shot('initiative-prompts');
      await enterDice(page, roll, [7]);
      const id = Number(roll.split('-')[2]);
      const s = await h.state(page);
      h.check(s.combatants.find((c) => c.id === id).initiative !== null, 'the entered initiative die was used');
    }
    await primaryUntil(page, (st) => st.step === 'acting');
    const hold = await firstWidget(page, 'prompt-Hold-');
    if (hold) {
      await h.tap(page, hold);
      h.check((await h.state(page)).combatants.some((c) => c.holding), 'tapping "Hold" holds the acting combatant\'s action');
    }
    await primaryUntil(page, (st) => st.round === 2);
  },

  // Text 002: roll the action dice, tap dice chips to spend them on an action, Refresh.
  'action-dice': async (page, shot) => {
    await h.tap(page, 'primary');                               // Start the fight
    await primaryUntil(page, (st) => st.step === 'acting' && st.acting);
    let s = await h.state(page);
    const acting = s.combatants.find((c) => c.id === s.acting);
    const before = acting.part.action_dice.hand.length;
    await h.tap(page, `die-${acting.id}-0`);
    await h.tap(page, `card-${acting.id}`);
    await shot('dice-chosen');
    for (let i = 0; i < 3; i++) await h.tap(page, 'cost-minus');  // a cheap action: cost 1
    await h.tap(page, `spend-${acting.id}`);
    s = await h.state(page);
    const after = s.combatants.find((c) => c.id === acting.id).part.action_dice.hand.length;
    h.check(after === before - 1, `tapping a die and "Spend" spends it (${before} -> ${after} dice)`);
    await shot('dice-spent');
    await primaryUntil(page, (st) => st.round === 2, 80);
  },

  // Text 003: the surprise step, declarations, initiative per attack, the segment clock.
  segments: async (page, shot) => {
    await h.tap(page, 'primary');                               // Start the fight
    await primaryUntil(page, (st) => st.step === 'declaring');
    const aria = (await h.state(page)).combatants.find((c) => c.name === 'Aria');
    await h.tap(page, `card-${aria.id}`);
    await h.tap(page, `all-actions-${aria.id}`);
    await h.tap(page, 'menu-DeclareAttacks');
    await h.tap(page, 'field-attacks-plus');
    await shot('declare-attacks');
    await h.tap(page, 'sheet-apply');
    const s = await h.state(page);
    h.check(s.combatants.find((c) => c.id === aria.id).part.segments.plan.declared, 'Aria\'s attacks were declared through the action sheet');
    await primaryUntil(page, (st) => st.step === 'acting');
    await shot('segment-clock');
    await primaryUntil(page, (st) => st.round === 2, 80);
  },

  // Text 004: the faction with the initiative picks who acts first, turns alternate, a pass,
  // end-of-round morale.
  'alternating-factions': async (page, shot) => {
    await h.tap(page, 'primary');                               // Start the fight
    await primaryUntil(page, (st) => st.step === 'acting');
    await shot('faction-turns');
    await h.tap(page, 'prompt-Pass-table');
    h.check((await log(page)).some((t) => t.includes('pass')), 'the faction to move passed by a tap');
    await primaryUntil(page, (st) => st.round === 2, 80);
  },
};

// Each case starts with a picture of the sample as it opens.
const withStartShot = Object.fromEntries(Object.entries(schemes).map(([name, play]) =>
  [name, async (page, shot) => { await shot('start'); await play(page, shot); }]));

h.run('schemes: each rule system plays a full round by taps on a phone', () => playSamples(withStartShot, 'scheme', async (page, name, shot) => {
  const s = await h.state(page);
  h.check(s.round === 2 && s.phase === 'running', `${name}: a full round was played by taps (now round ${s.round}, ${s.step})`);
  await shot('round-2');
}));
