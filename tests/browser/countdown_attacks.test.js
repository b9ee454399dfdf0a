// Several attacks in the countdown, by taps on a phone (issue 13, item 11). Rule quoted:
// 001_9b33af6f46041b76.txt "Determine Initiative (d10, highest result goes first). One roll is made for each attack."
// An Ogre with 2 attacks joins the sample fight by quick add, its card asks for two initiative
// rolls (entered on the dice keypad), and the countdown comes to it at both of its counts.
'use strict';
const h = require('./lib/harness.js');
const { widgets, enterDice, playSamples } = require('./lib/samples.js');

const byName = (s, name) => s.combatants.find((c) => c.name === name);

async function primaryUntil(page, done, what, max = 40) {
  for (let i = 0; i < max; i++) {
    if (done(await h.state(page))) return;
    await h.tap(page, 'primary');
  }
  throw new Error(`${what}: not reached after ${max} taps`);
}

const cases = {
  countdown: async (page, shot) => {
    // Quick add: "Ogre", a foe, 2 attacks a round.
    if (!(await widgets(page)).includes('add-name')) await h.tap(page, 'add');
    await h.tap(page, 'add-name');
    await page.keyboard.insertText('Ogre');
    await h.settle(page);
    await h.tap(page, 'add-side-foes');
    await h.tap(page, 'add-npc');
    await h.tap(page, 'add-attacks-plus');
    await shot('quick-add-attacks');
    await h.tap(page, 'add-confirm');
    if ((await widgets(page)).includes('add-name')) await h.tap(page, 'add');   // closed: the cards show
    const ogre = byName(await h.state(page), 'Ogre');
    h.check(ogre && ogre.stats.attacks === 2, `the Ogre joined with 2 attacks (${JSON.stringify(ogre && ogre.stats)})`);

    // Start, nobody surprised, nothing declared: initiative.
    await primaryUntil(page, (s) => s.step === 'rolling_initiative', 'the initiative step');
    const tag = `prompt-RollInitiative-${ogre.id}`;
    await enterDice(page, tag, [9]);
    let s = await h.state(page);
    h.check(byName(s, 'Ogre').initiative === 9 && s.step === 'rolling_initiative',
      `the first roll (9) is in and the countdown waits (${s.step})`);
    h.check((await widgets(page)).includes(tag), 'the Ogre\'s card asks for the roll of its second attack');
    await h.scrollIntoView(page, tag);
    await shot('second-roll-asked');
    await enterDice(page, tag, [2]);
    s = await h.state(page);
    h.check(JSON.stringify(byName(s, 'Ogre').part.countdown.attack_rolls) === '[2]', 'the second roll (2) is in');
    h.check(!(await widgets(page)).includes(tag), 'no third roll is asked');

    // The others by the big button ("Roll for everyone"), then the round by "End turn".
    const ogreCounts = [];
    let shotAtSecond = false;
    for (let i = 0; i < 60; i++) {
      s = await h.state(page);
      if (s.round >= 2) break;
      if (s.step === 'acting' && s.acting === ogre.id) {
        ogreCounts.push(s.part.countdown.count);
        if (ogreCounts.length === 2 && !shotAtSecond) { await shot('second-attack'); shotAtSecond = true; }
      }
      await h.tap(page, 'primary');
    }
    s = await h.state(page);
    h.check(s.round === 2, `the round was played to its end (round ${s.round})`);
    h.check(JSON.stringify(ogreCounts) === '[9,2]', `the Ogre acted on count 9 and on count 2 (${JSON.stringify(ogreCounts)})`);
  },
};

h.run('countdown: a combatant with 2 attacks rolls twice by taps and acts on both counts, on a phone',
  () => playSamples(cases, 'countdown-attacks'));
