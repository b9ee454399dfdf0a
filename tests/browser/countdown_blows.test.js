// Subdual damage and a missile left in the wound, by taps on a phone (issue 13, item 14). Rules quoted:
// 001_9b33af6f46041b76.txt "If the opponent�s hit points, including the subdual damage, fall to zero, the
// opponent is knocked unconscious rather than killed"; "A critical hit with a missile weapon does damage as
// above, but leaves it in the wound, and it will do � additional (normal) damage in any round in which the
// victim moves, fights etc. It requires a full round to extract, and does normal damage on being extracted".
'use strict';
const h = require('./lib/harness.js');
const { widgets, playSamples } = require('./lib/samples.js');

const byName = (s, name) => s.combatants.find((c) => c.name === name);

// The card's full list of actions (a long press), one of them, its amount stepped up from 1.
async function blow(page, id, amount) {
  await h.longPress(page, `card-${id}`);
  await h.tap(page, 'menu-SubdualHit');
  for (let n = 1; n < amount; n++) await h.tap(page, 'field-amount-plus');
}

const cases = {
  countdown: async (page, shot) => {
    let s = await h.state(page);
    const ghoul = byName(s, 'Ghoul'), fighter = byName(s, 'Fighter');

    // A subdual blow of 5: 2 real, 3 subdual.
    await blow(page, ghoul.id, 5);
    await shot('subdual-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(byName(s, 'Ghoul').hp.current === ghoul.hp.max - 2 && byName(s, 'Ghoul').part.countdown.subdual === 3,
      `a blow of 5 is 2 real and 3 subdual (${byName(s, 'Ghoul').hp.current} hp, ${byName(s, 'Ghoul').part.countdown.subdual} subdual)`);
    // A blow of 12 more: 6 real (3 hit points left), 9 subdual in all: knocked out.
    await blow(page, ghoul.id, 12);
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(byName(s, 'Ghoul').hp.current === 3 && byName(s, 'Ghoul').part.countdown.subdual === 9,
      `then 6 real, 6 subdual (${byName(s, 'Ghoul').hp.current} hp, ${byName(s, 'Ghoul').part.countdown.subdual} subdual)`);

    // An arrow left in the Fighter's wound: the sheet's preset, the bow's normal damage 6 on its stepper.
    await h.tap(page, `card-${fighter.id}`);
    await h.tap(page, `add-effect-${fighter.id}`);
    await h.tap(page, 'preset-Missile in wound');
    await h.tap(page, 'modifier-missile_damage-plus');
    await h.tap(page, 'modifier-missile_damage-plus');
    await shot('missile-preset');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    const missile = s.effects.find((e) => e.target === fighter.id && e.name === 'Missile in wound');
    h.check(missile && missile.modifiers.missile_damage === 6, `the preset put a missile of 6 in the Fighter (${JSON.stringify(missile)})`);
    await h.tap(page, `card-${fighter.id}`);   // closed: the cards show their alerts
    await shot('cards');

    // Round 1 by the big button: the knocked-out Ghoul never acts; the Fighter fights and loses 3.
    for (let i = 0; i < 60 && s.round < 2; i++) {
      h.check(s.acting !== ghoul.id, `the knocked-out Ghoul never acts (tap ${i})`);
      h.check(!(await widgets(page)).includes(`prompt-SaveVersusDeath-${ghoul.id}`), 'knocked out, not dying: no save is asked');
      await h.tap(page, 'primary');
      s = await h.state(page);
    }
    h.check(s.round === 2, `round 1 was played (round ${s.round})`);
    h.check(byName(s, 'Fighter').hp.current === fighter.hp.max - 3,
      `fighting with the arrow in the wound cost half its 6 (${byName(s, 'Fighter').hp.current}/${fighter.hp.max})`);

    // Pulled out on the Fighter's own turn ("It requires a full round to extract"), the remover
    // failing the save: normal damage.
    for (let i = 0; i < 16 && s.acting !== fighter.id; i++) {
      await h.tap(page, 'primary');
      s = await h.state(page);
    }
    h.check(s.acting === fighter.id, `the Fighter's turn comes (${s.acting})`);
    const before = byName(s, 'Fighter').hp.current;
    await h.longPress(page, `card-${fighter.id}`);
    await h.tap(page, 'menu-ExtractMissile');
    await h.tap(page, 'field-saved-no');
    await shot('pull-out-form');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(byName(s, 'Fighter').hp.current === before - 6, `pulled out: 6 more (${before} -> ${byName(s, 'Fighter').hp.current})`);
    h.check(!s.effects.some((e) => e.target === fighter.id && e.name === 'Missile in wound'), 'the missile is out');
  },
};

h.run('countdown: a subdual blow knocks out, a missile in the wound hurts and is pulled out, by taps on a phone',
  () => playSamples(cases, 'countdown-blows'));
