// A short campaign in rules text 001 at phone size (issue 28): the fighter saved to the party by
// taps, knocked about with subdual damage, the fight ended by taps (the party keeps its state by
// itself), a reload, three hours of rest on the party screen (001_9b33af6f46041b76.txt: "such
// subdual points are recovered at a rate of 1 hp per hour"), and a second fight started from the
// party with the subdual damage left and the real damage still there. The blow itself is sent
// through the test hook (taps for blows are countdown_blows.test.js's); the party's part is taps.
'use strict';
const h = require('./lib/harness.js');

const library = (page) => page.evaluate(() => window.roundkeeper.stored().library);
const fighter = async (page) => (await library(page)).roster.find((r) => r.name === 'Fighter');
const subdual = (combatant) => { const m = JSON.stringify(combatant.part || {}).match(/"subdual":(\d+)/); return m ? Number(m[1]) : 0; };

h.run('a party campaign in text 001: subdual damage lasts, and comes back by the hour', async () => {
  const site = await h.startSite();
  try {
    await h.onPhone(site, 'the 001 campaign', async (page) => {
      await h.tap(page, 'sample-countdown');
      let s = await h.state(page);
      const id = s.combatants.find((c) => c.name === 'Fighter').id;
      await h.tap(page, `name-${id}`);
      await h.tap(page, `to-roster-${id}`);
      for (let i = 0; i < 8 && (await h.state(page)).phase !== 'running'; i++) await h.tap(page, 'primary');
      h.check((await h.state(page)).phase === 'running', 'the fight runs');
      const refused = await page.evaluate((who) => window.roundkeeper.dispatch({ type: 'SubdualHit', id: who, amount: 9 }), id);
      h.check(!refused, `a blow of 9 with subdual damage (${refused || 'applied'})`);

      // The fight ended by taps: the party keeps its state by itself.
      await h.tap(page, 'encounter-menu');
      await h.tap(page, 'menu-EndEncounter');
      await h.tap(page, 'sheet-apply');
      s = await h.state(page);
      h.check(s.phase === 'ended', 'the fight is over');
      let kept = await fighter(page);
      h.check(kept.standing && kept.standing.combatant.hp.current === 12 && subdual(kept.standing.combatant) === 5,
        `the party keeps the fighter at 12 hp with 5 subdual (${JSON.stringify(kept.standing && kept.standing.combatant.hp)}, ${kept.standing && subdual(kept.standing.combatant)} subdual)`);
      const said = await page.evaluate(() => window.roundkeeper.announcement());
      h.check(/Fighter 16 → 12 hp, 5 subdual/.test(said), `and says so: "${said.replace(/\n/g, ' | ')}"`);
      await h.screenshot(page, 'party-001-fight-over');

      await h.reopen(page);
      kept = await fighter(page);
      h.check(subdual(kept.standing.combatant) === 5, 'a reload keeps it');

      // Three hours of rest between fights.
      await h.tap(page, 'to-library');
      await h.tap(page, 'party-member-0');
      await h.tap(page, 'party-amount-plus');
      await h.tap(page, 'party-amount-plus');
      await h.tap(page, 'party-rest-subdual_by_the_hour');
      kept = await fighter(page);
      h.check(subdual(kept.standing.combatant) === 2 && kept.standing.combatant.hp.current === 12,
        `001_9b33af6f46041b76.txt "recovered at a rate of 1 hp per hour": 3 hours leave 2 subdual, the real damage stays (${subdual(kept.standing.combatant)}, ${kept.standing.combatant.hp.current} hp)`);
      await h.screenshot(page, 'party-001-rested');

      // The second fight, from the party.
      await h.tap(page, 'party-fight-0');
      await h.tap(page, 'rules-countdown');
      s = await h.state(page);
      const again = s.combatants.find((c) => c.name === 'Fighter');
      h.check(s.combatants.length === 1 && again.hp.current === 12 && subdual(again) === 2,
        `the second fight starts as the rest left the fighter: ${again.hp.current}/${again.hp.max} hp, ${subdual(again)} subdual`);
      await h.reopen(page);
      h.check(subdual((await h.state(page)).combatants[0]) === 2, 'a reload in the second fight keeps it');
    });
  } finally {
    await site.close();
  }
});
