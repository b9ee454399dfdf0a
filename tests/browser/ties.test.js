// A tie by taps on a phone (issue 14, item 6): the three goblins of the generic sample share
// initiative 13; the table gets one choice for the tie (who goes first), not "Act now" and "Wait"
// on every tied card, and the acting one alone may put its turn off ("Delay", the generic
// system's word: text 000's "initiative round" is not said here).
'use strict';
const h = require('./lib/harness.js');
const { widgets, playSamples } = require('./lib/samples.js');

const named = (s, id) => s.combatants.find((c) => c.id === id).name;

const cases = {
  'highest-first': async (page, shot) => {
    await h.tap(page, 'primary');   // Start the fight
    let s = await h.state(page);
    const goblins = s.combatants.filter((c) => c.name.startsWith('Goblin')).map((c) => c.id);
    h.check(goblins.length === 3 && s.combatants.filter((c) => goblins.includes(c.id)).every((c) => c.initiative === 13),
      `three goblins tie at 13 (${goblins})`);
    for (let i = 0; i < 6 && !goblins.includes(s.acting); i++) {
      await h.tap(page, 'primary');   // Next turn
      s = await h.state(page);
    }
    h.check(goblins.includes(s.acting), `a goblin acts (${named(s, s.acting)})`);
    const drawn = await widgets(page);
    const onCards = drawn.filter((w) => /^prompt-(ActNow|Hold)-\d+/.test(w));
    h.check(onCards.length === 1 && onCards[0] === `prompt-Hold-${s.acting}`,
      `no tie buttons on the cards, only the acting one's Delay (${onCards})`);
    const choices = drawn.filter((w) => /^prompt-ActNow-table/.test(w));
    h.check(choices.length === 2, `one choice for the tie: the two other goblins (${choices})`);
    await shot('tie');
    const before = s.acting;
    await h.tap(page, choices[choices.length - 1]);
    s = await h.state(page);
    h.check(goblins.includes(s.acting) && s.acting !== before, `the chosen goblin acts now (${named(s, s.acting)})`);
    h.check((await widgets(page)).filter((w) => /^prompt-ActNow-table/.test(w)).length === 2,
      'the tie still offers the two goblins that have not acted');
    await shot('chosen');
  },
};

h.run('a tie by taps on a phone: one choice for the table, no buttons on every tied card', () => playSamples(cases, 'ties'));
