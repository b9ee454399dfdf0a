// Text 002 at a touch on a phone (issue 14, item 8): a die tapped on the acting card offers Spend
// at once; Dodge / Block starts from a die the hand has; "Damage a rank" on a Stunned combatant
// starts from a rank loss. Rules quoted (002_0ab9c90439f7658b.txt): "Dodge and Block. A full die is
// spent"; "You can only elect to do this if you are not in an appropriate STATE already." The dice
// are given through the test hook so the fight is the same every time; the rest is taps.
'use strict';
const h = require('./lib/harness.js');
const { widgets } = require('./lib/samples.js');
const { ROLAND, BOSS, who, hand, dispatch, fight } = require('./lib/action_dice_fight.js');

async function openAction(page, id, type) {
  if (!(await widgets(page)).includes(`all-actions-${id}`)) await h.tap(page, `card-${id}`);
  await h.tap(page, `all-actions-${id}`);
  for (let i = 0; i < 3; i++) await h.scrollIntoView(page, `menu-${type}`);
  await h.tap(page, `menu-${type}`);
}

const cases = {
  'spend-at-once': async (page, shot) => {
    await fight(page);
    await h.tap(page, `die-${ROLAND}-0`);   // the 5
    h.check((await widgets(page)).includes(`spend-${ROLAND}`), 'the tapped die offers Spend on the card at once');
    await shot('die-tapped');
    await h.tap(page, `spend-${ROLAND}`);   // cost 4, paid with the 5
    const s = await h.state(page);
    h.check(JSON.stringify(hand(s, ROLAND)) === '[4,3,2]', `Roland spent its 5 without opening the card (${hand(s, ROLAND)})`);
  },

  'dodge-from-the-hand': async (page, shot) => {
    await fight(page);
    // The boss holds one 4: the form starts from it; the table enters the roll, not the die.
    await openAction(page, BOSS, 'StartDefence');
    for (let i = 0; i < 2; i++) await h.tap(page, 'field-successes-plus');
    for (let i = 0; i < 2; i++) await h.tap(page, 'field-dice-plus');
    await shot('dodge-sheet');
    await h.tap(page, 'sheet-apply');
    const s = await h.state(page);
    h.check(hand(s, BOSS).length === 0 && who(s, BOSS).part.action_dice.defence_pool,
      `the Dodge spent the boss's 4 (hand ${hand(s, BOSS)}, pool ${JSON.stringify(who(s, BOSS).part.action_dice.defence_pool)})`);
  },

  'rank-damage-when-stunned': async (page, shot) => {
    await fight(page);
    await dispatch(page, [{ type: 'ApplyDamage', id: ROLAND, points: 1 }]);   // the first hit: a Stun
    await h.settle(page);
    let s = await h.state(page);
    h.check(who(s, ROLAND).ranks.states.includes('stun'), 'Roland is Stunned');
    const lost = who(s, ROLAND).ranks.physical.lost;
    await openAction(page, ROLAND, 'ApplyDamage');
    // The choice of the State or a rank is in view as the form opens, no scrolling.
    const vp = page.viewportSize();
    for (const tag of ['field-take_state-no', 'field-take_state-yes']) {
      const r = await h.widget(page, tag);
      h.check(r.h >= 20 && r.y >= 0 && r.y + r.h <= vp.height, `"${tag}" is in view (${JSON.stringify(r)})`);
    }
    await h.tap(page, 'field-points-plus');
    await shot('rank-sheet');
    await h.tap(page, 'sheet-apply');
    s = await h.state(page);
    h.check(who(s, ROLAND).ranks.physical.lost === lost + 1, `already Stunned: the form's hit costs a rank (${lost} -> ${who(s, ROLAND).ranks.physical.lost})`);
  },
};

h.run('text 002 at a touch on a phone: Spend at once, Dodge from the hand, rank damage from what the ranks allow', async () => {
  const site = await h.startSite();
  try {
    for (const [name, play] of Object.entries(cases))
      await h.onPhone(site, name, (page) => play(page, (what) => h.screenshot(page, `action-dice-touch-${name}-${what}`)));
  } finally {
    await site.close();
  }
});
