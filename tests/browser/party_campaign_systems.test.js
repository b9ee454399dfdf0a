// Short campaigns at phone size in the three other rule systems (issue 28), each as the generic
// one: a hero saved to the party by taps, hurt in a fight (the keypad's damage by taps; what the
// rules' own actions leave, a stuck arrow or damaged gear, sent through the test hook, whose taps
// are the rules tests'), the party's state kept by one tap from the encounter's menu, a reload,
// rest on the party screen, and the next fight started from the party as the hero then stands.
'use strict';
const h = require('./lib/harness.js');

const member = async (page, name) => (await page.evaluate(() => window.roundkeeper.stored().library)).roster.find((r) => r.name === name);
const byName = (s, name) => s.combatants.find((c) => c.name === name);

// One campaign: `sample` and `rules` name the system's buttons, `hero` its hero; `hurt(page, id)`
// adds what the rules leave; `rest` is the party screen's recovery tapped; `check(standing, again)`
// says what the rest and the next fight must show.
async function campaign(site, { system, sample, rules, hero, hurt, rest, lasting }) {
  await h.onPhone(site, `the ${system} campaign`, async (page) => {
    await h.tap(page, sample);
    const id = byName(await h.state(page), hero).id;
    await h.tap(page, `name-${id}`);
    await h.tap(page, `to-roster-${id}`);
    await h.keypadDamage(page, id, 5);
    if (hurt) await hurt(page, id);
    const hurtHp = byName(await h.state(page), hero).hp.current;
    await h.tap(page, 'encounter-menu');
    await h.tap(page, 'keep-party');
    await h.tap(page, 'menu-close');
    let kept = await member(page, hero);
    h.check(kept.standing.combatant.hp.current === hurtHp && lasting.before(kept.standing),
      `${system}: the party keeps ${hero} at ${kept.standing.combatant.hp.current} hp, ${lasting.words(kept.standing)}`);
    await h.reopen(page);
    h.check((await member(page, hero)).standing.combatant.hp.current === hurtHp, `${system}: a reload keeps it`);

    await h.tap(page, 'to-library');
    await h.tap(page, 'party-member-0');
    await h.tap(page, rest);
    kept = await member(page, hero);
    h.check(lasting.after(kept.standing), `${system}: ${rest} leaves ${hero} at ${kept.standing.combatant.hp.current} hp, ${lasting.words(kept.standing)}`);
    await h.screenshot(page, `party-${system}-rested`);

    await h.tap(page, 'party-fight-0');
    await h.tap(page, rules);
    const again = byName(await h.state(page), hero);
    const fx = (await h.state(page)).effects.filter((e) => e.target === (again && again.id)).map((e) => e.name);
    h.check(again && again.hp.current === kept.standing.combatant.hp.current &&
      JSON.stringify(fx) === JSON.stringify(kept.standing.effects.map((e) => e.name)) &&
      JSON.stringify(again.part) === JSON.stringify(kept.standing.combatant.part),
      `${system}: the next fight starts with ${hero} as the rest left them (${again && again.hp.current} hp, effects [${fx.join(', ')}])`);
  });
}

const effectNames = (m) => m.effects.map((e) => e.name);

h.run('party campaigns in texts 000, 003 and 004: kept, rested, and the next fight as they stand', async () => {
  const site = await h.startSite();
  try {
    await campaign(site, {
      system: '000', sample: 'sample-initiative-rounds', rules: 'rules-initiative-rounds', hero: 'Knight',
      // (no text: 000 heals nothing by time) the plain "to full".
      rest: 'party-rest-to_full',
      lasting: { before: (m) => m.combatant.hp.current < m.combatant.hp.max, after: (m) => m.combatant.hp.current === m.combatant.hp.max,
                 words: (m) => `effects [${effectNames(m).join(', ')}]` },
    });
    await campaign(site, {
      system: '003', sample: 'sample-segments', rules: 'rules-segments', hero: 'Aria',
      // 003_abb45db44eb0a0ba.txt: a missile stuck "until removed by First Aid" (the effect a critical Strike leaves).
      hurt: (page, id) => page.evaluate((who) => window.roundkeeper.dispatch({ type: 'AddEffect', name: 'Arrow stuck', target: who,
        duration: 'until removed', modifiers: { dex: -2, bleeding: 1 }, resistible: false }), id),
      // 003_abb45db44eb0a0ba.txt "Removing a weapon can be done with First Aid".
      rest: 'party-rest-first_aid_missiles',
      lasting: { before: (m) => effectNames(m).includes('Arrow stuck'), after: (m) => !effectNames(m).includes('Arrow stuck'),
                 words: (m) => `effects [${effectNames(m).join(', ')}]` },
    });
    await campaign(site, {
      system: '004', sample: 'sample-alternating-factions', rules: 'rules-alternating-factions', hero: 'Balthasar',
      // 004_2715924881334fee.txt: gear damaged by the durability roll after a fight lasts.
      hurt: async (page, id) => {
        await page.evaluate((who) => window.roundkeeper.dispatch({ type: 'AddGear', id: who, name: 'Sword', kind: 'weapon', damage: 'd6' }), id);
        await page.evaluate((who) => window.roundkeeper.dispatch({ type: 'SetGearState', id: who, name: 'Sword', state: 'damaged' }), id);
      },
      rest: 'party-rest-to_full',
      lasting: { before: (m) => /"damaged":true|"state":"damaged"/.test(JSON.stringify(m.combatant.part)),
                 after: (m) => m.combatant.hp.current === m.combatant.hp.max && /damaged/.test(JSON.stringify(m.combatant.part)),
                 words: (m) => `its part ${JSON.stringify(m.combatant.part)}` },
    });
  } finally {
    await site.close();
  }
});
