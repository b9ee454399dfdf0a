// Who is out of the fight, and who may act now, played by taps on a phone (issue 13, items 14,
// 16, 19, 22): each rule system's sample fight is opened from the start screen, a combatant is
// downed, surrenders or is stunned, and the round is played by the big button until round 2.
// The combatant must never act, and no prompt on its card may offer it a turn. Rules quoted:
// 001_9b33af6f46041b76.txt "If the save fails, the critter is unconscious, if the save is a 1, the critter dies."
// 003_abb45db44eb0a0ba.txt is silent on 0 hit points: read as down (docs/rules-notes.md).
// 004_2715924881334fee.txt "Surrendering characters who are harmed by the enemy can resume fighting normally".
'use strict';
const h = require('./lib/harness.js');
const { widgets, enterDice, playSamples } = require('./lib/samples.js');

const log = async (page) => (await page.evaluate(() => window.roundkeeper.state().encounter.log)).map((e) => e.text);
const dispatch = (page, action) => page.evaluate((a) => window.roundkeeper.dispatch(a), action);
const byName = (s, name) => s.combatants.find((c) => c.name === name);

// The prompts a turn is offered by: acting now, holding, being declared.
const TURN_PROMPTS = ['ActNow', 'Hold', 'DeclareActors'];

// Taps the big button until round 2; fails if any of `ids` ever acts or is offered a turn on its card.
async function playRoundWithout(page, ids, what) {
  let acted = 0;
  for (let i = 0; i < 80; i++) {
    const s = await h.state(page);
    if (s.round >= 2) {
      h.check(acted > 0, `${what}: the others took their turns (${acted} taps with someone acting)`);
      return;
    }
    if (s.acting) acted++;
    h.check(!ids.includes(s.acting), `${what}: never acting (tap ${i})`);
    const offered = (await widgets(page)).filter((w) => ids.some((id) => TURN_PROMPTS.some((t) => w === `prompt-${t}-${id}`)));
    h.check(offered.length === 0, `${what}: no turn offered on its card (${offered.join(', ')})`);
    await h.tap(page, 'primary');
  }
  throw new Error(`${what}: round 2 not reached after 80 taps`);
}

const cases = {
  // Item 14: a monster at -2 owes a save versus death first; a 1 kills it and it leaves the countdown.
  countdown: async (page, shot) => {
    await h.tap(page, 'primary');                                   // Start the fight
    const ghoul = byName(await h.state(page), 'Ghoul');
    h.check(await dispatch(page, { type: 'Damage', id: ghoul.id, amount: 13 }) === '', 'the Ghoul is struck to -2');
    await h.settle(page);
    await shot('save-due');
    const tag = `prompt-SaveVersusDeath-${ghoul.id}`;
    h.check((await widgets(page)).includes(tag), 'the Ghoul\'s card asks for its save versus death');
    await enterDice(page, tag, [1]);
    const dead = byName(await h.state(page), 'Ghoul');
    h.check(dead.part.countdown.killed_by_save === true, 'a 1 entered on the keypad: the Ghoul dies');
    h.check((await log(page)).some((t) => t.startsWith('Ghoul saves versus death') && t.endsWith('a 1: dies')),
      'the log says the save of 1 killed it');
    await shot('dead');
    await playRoundWithout(page, [ghoul.id], 'the dead Ghoul');
  },

  // Item 16: an ogre at -3 plans no attack on the segment clock and is asked for no initiative.
  segments: async (page, shot) => {
    await h.tap(page, 'primary');                                   // Start the fight
    const ogre = byName(await h.state(page), 'Ogre');
    h.check(await dispatch(page, { type: 'Damage', id: ogre.id, amount: 63 }) === '', 'the Ogre is down at -3');
    for (let i = 0; i < 40 && (await h.state(page)).step !== 'acting'; i++) {
      h.check(!(await widgets(page)).includes(`prompt-RollInitiative-${ogre.id}`), 'no initiative asked of the downed Ogre');
      await h.tap(page, 'primary');
    }
    const s = await h.state(page);
    h.check(byName(s, 'Ogre').part.segments.plan.actions.every((a) => a.done || a.lost),
      'the downed Ogre has no attack pending on the segment clock');
    await shot('segment-clock');
    await playRoundWithout(page, [ogre.id], 'the downed Ogre');
  },

  // Item 19: a surrendering and an incapacitated bandit take no turn and their faction is not held
  // up by them; harmed by a chip, the surrendering one fights again.
  'alternating-factions': async (page, shot) => {
    const s0 = await h.state(page);
    const leader = byName(s0, 'Bandit leader');
    const bandit = s0.combatants.find((c) => c.name.startsWith('Bandit') && c.name !== 'Bandit leader');
    await dispatch(page, { type: 'SetCondition', id: leader.id, condition: 'Surrendering' });
    await dispatch(page, { type: 'SetCondition', id: bandit.id, condition: 'Incapacitated' });
    await h.tap(page, 'primary');                                   // Start the fight
    await shot('surrendered');
    // Its card says so as the contract does: the "down" mark, not a heart (a view decides no rule).
    await h.scrollIntoView(page, `vitals-${leader.id}`);
    h.check(!!(await page.evaluate((id) => window.roundkeeper.widget(`down-${id}`), leader.id)),
      "the surrendering leader's card has the down mark, though its hit points are whole");
    await playRoundWithout(page, [leader.id, bandit.id], 'the surrendering leader and the incapacitated bandit');
    // Round 2: the enemy harms the surrendering leader (a -5 chip on its card): it may fight again.
    await h.tap(page, `card-${leader.id}`);
    await h.tap(page, `hp-5-${leader.id}`);
    const s = await h.state(page);
    h.check(byName(s, 'Bandit leader').hp.current === leader.hp.max - 5, 'the -5 chip harmed the leader');
    h.check(!s.effects.some((e) => e.target === leader.id && e.name === 'Surrendering'),
      'harmed by the enemy, the surrendering leader resumes fighting');
    await h.settle(page);
    h.check(!(await page.evaluate((id) => window.roundkeeper.widget(`down-${id}`), leader.id)),
      'and its card loses the down mark');
    await shot('harmed');
  },

  // Item 22: a stun added from the phone's effect sheet costs the turn in the generic system.
  'highest-first': async (page, shot) => {
    await h.tap(page, 'primary');                                   // Start the fight
    const s = await h.state(page);
    const ogre = byName(s, 'Ogre');                                 // acts last, on 8
    await h.tap(page, `card-${ogre.id}`);
    await h.tap(page, `add-effect-${ogre.id}`);
    await h.tap(page, 'field-name');
    await page.keyboard.insertText('Stunned');
    await h.tap(page, 'field-duration-1 round');
    await h.tap(page, 'sheet-apply');
    await shot('stunned-on-card');
    h.check((await h.state(page)).effects.some((e) => e.name === 'Stunned' && e.target === ogre.id), 'the sheet stunned the Ogre');
    await playRoundWithout(page, [ogre.id], 'the stunned Ogre');
    h.check((await log(page)).includes('Ogre is stunned: its turn passes'), 'the log says the stunned Ogre\'s turn passed');
  },
};

h.run('out of the fight: the downed, the surrendered and the stunned get no turn, by taps on a phone',
  () => playSamples(cases, 'out-of-fight'));
