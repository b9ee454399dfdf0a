// The phone's damage chips send a hit through each rule system's damage model: text 003's PROT,
// text 004's armour, text 002's ranks; the hit points as they are elsewhere. Each system's
// sample fight, a card tapped open, one chip tapped.
'use strict';
const h = require('./lib/harness.js');

const find = (s, name) => s.combatants.find((c) => c.name === name);

// Per system: whose card, any setup through the test hook, the chip, what the state shows after.
const cases = {
  'highest-first': { who: 'Ogre', chip: 'hp-5', expect: (before, after) => after.hp.current === before.hp.current - 5 },
  'initiative-rounds': { who: 'Orc', chip: 'hp-5', expect: (before, after) => after.hp.current === before.hp.current - 5 },
  countdown: { who: 'Ghoul', chip: 'hp-5', expect: (before, after) => after.hp.current === before.hp.current - 5 },
  // 003: "Subtract your protection (PROT) from any damage taken": Aria has PROT 3.
  segments: { who: 'Aria', chip: 'hp-5', expect: (before, after) => after.hp.current === before.hp.current - 2 },
  // 004: "an armour value of 2 and would only suffer 3 damage".
  'alternating-factions': {
    who: 'Theobald',
    setup: (id) => [{ type: 'AddGear', id, name: 'Shield', kind: 'shield', armour: 1 },
                    { type: 'AddGear', id, name: 'Light armour', kind: 'armour', armour: 1 }],
    chip: 'hp-5',
    expect: (before, after) => after.hp.current === before.hp.current - 3,
  },
  // 002: "Damage will inflict a State or Rank loss": a rank is marked lost.
  'action-dice': { who: 'Roland', chip: 'hit2', expect: (before, after) => after.ranks.physical.lost === before.ranks.physical.lost + 1 },
};

h.run('damage chips: a hit on the phone goes through each system\'s damage model', async () => {
  const site = await h.startSite();
  try {
    const browser = await h.launch(h.PHONE);
    try {
      const page = await h.openApp(browser.context, site.url);
      let first = true;
      for (const [system, c] of Object.entries(cases)) {
        if (!first) await h.tap(page, 'to-library');
        first = false;
        await h.tap(page, `sample-${system}`);
        const id = find(await h.state(page), c.who).id;
        if (c.setup) await page.evaluate((list) => list.forEach((a) => window.roundkeeper.dispatch(a)), c.setup(id));
        await h.tap(page, `card-${id}`);
        const before = find(await h.state(page), c.who);
        await h.tap(page, `${c.chip}-${id}`);
        const after = find(await h.state(page), c.who);
        h.check(c.expect(before, after), `${system}: ${c.chip} on ${c.who} went through the rules' damage model ` +
          `(${JSON.stringify(before.hp || before.ranks.physical)} -> ${JSON.stringify(after.hp || after.ranks.physical)})`);
        await h.screenshot(page, `damage-chips-${system}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
});
