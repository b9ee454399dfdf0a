// Effect presets per system (issue 14, item 12), on a phone: one tap on a preset of the card's
// detail puts the text's effect on the combatant with its duration in the text's unit; a dice
// duration is rolled by the app with the encounter's dice. Rules quoted:
//  001_9b33af6f46041b76.txt "stuns the character for 1d3 rounds"
//  000_d5980b65f981aac0.txt "Duration: 1 turn + caster's level" (Speed)
//  003_abb45db44eb0a0ba.txt "you are stunned for the rest of the round"
// Screenshots go to build/screenshots.
'use strict';
const h = require('./lib/harness.js');
const { widgets, playSamples } = require('./lib/samples.js');

// Taps the combatant's card (its detail opens) and the preset; returns the effect it added.
async function oneTap(page, id, name, shot) {
  if (!(await widgets(page)).includes(`preset-now-${name}-${id}`)) await h.tap(page, `card-${id}`);
  const before = (await h.state(page)).effects.length;
  // A thumb scrolling the detail from the chip puts nothing on.
  await h.swipe(page, `preset-now-${name}-${id}`, -120);
  h.check((await h.state(page)).effects.length === before, `a swipe from the ${name} chip adds nothing`);
  await h.tap(page, `preset-now-${name}-${id}`);
  const s = await h.state(page);
  h.check(s.effects.length === before + 1, `one tap added one effect (${s.effects.length - before})`);
  await shot(`${name}-added`);
  return s.effects.find((fx) => fx.name === name && fx.target === id);
}

const cases = {
  countdown: async (page, shot) => {
    const GHOUL = 3;
    await h.tap(page, 'primary');
    const fx = await oneTap(page, GHOUL, 'Stunned', shot);
    h.check(fx && fx.unit === 'rounds' && fx.formula === '1d3 rounds' && fx.total >= 1 && fx.total <= 3,
      `the Ghoul is stunned for 1d3 rounds, rolled (${JSON.stringify(fx)})`);
  },
  'initiative-rounds': async (page, shot) => {
    const ORC = 3;
    // Through the declarations (and any tie) to the first turn: the one acting casts.
    for (let i = 0; i < 6 && (await h.state(page)).acting == null; i++) await h.tap(page, 'primary');
    const s = await h.state(page);
    h.check(s.acting != null, `someone acts (step ${s.step})`);
    const caster = s.combatants.find((c) => c.id === s.acting);
    const fx = await oneTap(page, ORC, 'Speed', shot);
    h.check(fx && fx.unit === 'turns' && fx.total === 1 + caster.level && fx.source === caster.id && fx.modifiers.initiative === 3,
      `Speed on the Orc for 1 turn + the ${caster.name}'s level ${caster.level}, +3 initiative (${JSON.stringify(fx)})`);
  },
  'highest-first': async (page, shot) => {
    await h.tap(page, 'primary');
    const s = await h.state(page);
    const target = s.combatants[1].id;
    const fx = await oneTap(page, target, 'Bless', shot);
    h.check(fx && fx.unit === 'rounds' && fx.total === 10, `Bless for a minute: 10 rounds (${JSON.stringify(fx)})`);
  },
  segments: async (page, shot) => {
    await h.tap(page, 'primary');
    const first = (await h.state(page)).combatants[0].id;
    const fx = await oneTap(page, first, 'Stunned', shot);
    h.check(fx && fx.unit === 'rounds' && fx.total === 1, `stunned for the rest of the round (${JSON.stringify(fx)})`);
  },
};

h.run('effect presets: one tap puts a text\'s effect on, in the text\'s unit', async () => {
  await playSamples(cases, 'effect-presets');
});
