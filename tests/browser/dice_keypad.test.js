// The dice keypad by taps on a phone (issue 14, item 9): it offers only the faces of the die being
// entered, enters a single die with one tap, and never throws away what was entered. Rule quoted:
// 003_abb45db44eb0a0ba.txt "Multiple attacks use a lower die for each successive attack (1d10 for
// the first attack, 1d8 for the second, 1d6 for the third, etc.)". The Goblin's two attacks are
// declared through the test hook (the table's choice, not what is tested); every roll is a tap.
'use strict';
const h = require('./lib/harness.js');
const { widgets, playSamples } = require('./lib/samples.js');

const ARIA = 1, GOBLIN = 4;
const who = (s, id) => s.combatants.find((c) => c.id === id);
const starts = (s, id) => who(s, id).part.segments.plan.actions.map((a) => a.start);
const faces = async (page) => (await widgets(page)).filter((w) => /^dice-face-\d+$/.test(w)).map((w) => Number(w.slice(10))).sort((a, b) => a - b);

const cases = {
  segments: async (page, shot) => {
    await h.tap(page, 'primary');   // Start the fight
    await h.tap(page, 'primary');   // no ambush: round 1's declarations
    const refused = await page.evaluate((id) => window.roundkeeper.dispatch({ type: 'DeclareAttacks', id, attacks: 2 }), GOBLIN);
    h.check(!refused, `the Goblin declares two attacks${refused ? ': ' + refused : ''}`);
    await h.settle(page);
    await h.tap(page, 'primary');   // Done declaring
    let s = await h.state(page);
    h.check(s.step === 'rolling_initiative', `initiative is rolled next (${s.step})`);

    // The Goblin's d10, then its d8.
    await h.tap(page, `enter-prompt-RollInitiative-${GOBLIN}`);
    h.check(JSON.stringify(await faces(page)) === JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      `the first attack's keypad is a d10 (${await faces(page)})`);
    await shot('d10');
    await h.tap(page, 'dice-face-7');
    h.check(JSON.stringify(await faces(page)) === JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8]),
      `the second attack's keypad is a d8: no 9, no 10 (${await faces(page)})`);
    await shot('d8');
    // A wrong face for the d8, taken back: the d10's 7 stays.
    await h.tap(page, 'dice-face-5');
    h.check((await faces(page)).length === 0 && (await widgets(page)).includes('dice-use'), 'both dice are in: no more faces, "Use these"');
    await h.tap(page, 'dice-back');
    h.check((await faces(page)).length === 8, `"Undo a die" takes back the d8 alone (${await faces(page)})`);
    await h.tap(page, 'dice-face-3');
    await shot('both-in');
    s = await h.state(page);
    h.check(starts(s, GOBLIN).every((x) => x === null), 'nothing is rolled before "Use these"');
    await h.tap(page, 'dice-use');
    s = await h.state(page);
    const [first, second] = starts(s, GOBLIN);
    h.check(first - second === 4, `the Goblin's attacks start 7 and 3 apart by 4 (${starts(s, GOBLIN)})`);
    h.check(!(await widgets(page)).includes('dice-use'), 'the keypad closed');

    // Aria's single d10: one tap on its face is the roll.
    await h.tap(page, `enter-prompt-RollInitiative-${ARIA}`);
    await h.tap(page, 'dice-face-9');
    s = await h.state(page);
    h.check(starts(s, ARIA)[0] !== null, `one tap entered Aria's d10 (${starts(s, ARIA)})`);
    h.check(!(await widgets(page)).includes('dice-face-9'), 'and closed the keypad');
    await shot('after');
  },
};

h.run('the dice keypad by taps on a phone: only the die\'s faces, one tap for one die, nothing lost', () => playSamples(cases, 'dice-keypad'));
