// Scrolling never acts (issue 14, item 1). A finger put down on a button and moved is a swipe:
// the list under it scrolls and the button does not act when the finger lifts. From a damage
// chip no hit points go, from a die (text 002) no die is chosen, from an entry of the full
// action list (text 003) no form opens, from a prompt nothing is answered: the encounter (read
// through the test hook) is unchanged, and the widget swiped from moved up with its list. A tap
// that wobbles a few pixels, and a plain tap, still act. On a phone: 390x844, DPR 3, touch.
'use strict';
const h = require('./lib/harness.js');

const SWIPE = -150;    // CSS px, upwards: the list scrolls on towards its end
const WOBBLE = -4;     // a finger that moves this little is still tapping
const where = (page, name) => page.evaluate((n) => window.roundkeeper.widget(n), name);
const names = (page) => page.evaluate(() => Object.keys(window.roundkeeper.widgets()));
const snapshot = async (page) => JSON.stringify(await h.state(page));

// Swipes from `name` (`dy` CSS px; down when the list is already at its end): nothing in the
// encounter changes and the widget moved with the list.
async function swipeActsNot(page, name, what, dy = SWIPE) {
  const before = await snapshot(page);
  const from = await h.swipe(page, name, dy);
  const to = await where(page, name);
  h.check(await snapshot(page) === before, `a swipe from ${what} leaves the encounter as it was`);
  // It moved with the list, by more than the 8 px a press may wobble (a list near its end moves less than the finger).
  h.check(!to || to.h === 0 || (dy < 0 ? to.y < from.y - 12 : to.y > from.y + 12),
    `the swipe from ${what} scrolled its list (y ${Math.round(from.y)} -> ${to && to.h ? Math.round(to.y) : 'out of view'})`);
}

// The first drawn widget named `prefix...` for which `ok(rest)` holds.
const first = async (page, prefix, ok = () => true) =>
  (await names(page)).find((n) => n.startsWith(prefix) && ok(n.slice(prefix.length)));

async function primaryUntil(page, done, max = 60) {
  for (let i = 0; i < max && !done(await h.state(page)); i++) await h.tap(page, 'primary');
}

h.run('swipes scroll and never act: a chip, a die, a menu entry, a prompt', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);

    // A damage chip and a prompt on the acting card (the generic d20 sample, fight started).
    await h.tap(page, 'sample-highest-first');
    await h.tap(page, 'primary');   // Start the fight
    const id = (await h.state(page)).acting;
    await h.tap(page, `card-${id}`);
    const hp = async () => (await h.state(page)).combatants.find((c) => c.id === id).hp.current;
    const full = await hp();
    await swipeActsNot(page, `hp-5-${id}`, 'the "-5" chip');
    await h.screenshot(page, 'swipe-from-damage-chip');
    await h.swipe(page, `hp-5-${id}`, WOBBLE);
    h.check(await hp() === full - 5, `a tap that wobbles ${-WOBBLE} px still takes 5 hit points (${full} -> ${await hp()})`);
    await h.tap(page, `hp-5-${id}`);
    h.check(await hp() === full - 10, `a plain tap on the chip takes 5 more (${await hp()})`);

    const prompt = await first(page, 'prompt-', (rest) => /-\d+$/.test(rest));
    h.check(!!prompt, `a card shows a prompt (${prompt})`);
    // The rows under the open card are compact: the first swipe took the list to its end.
    if (prompt) await swipeActsNot(page, prompt, `the prompt "${prompt}"`, -SWIPE);
    await h.screenshot(page, 'swipe-from-prompt');

    // An entry of the full action list: text 003's, where the list is all buttons.
    await h.tap(page, 'to-library');
    await h.tap(page, 'sample-segments');
    const aria = (await h.state(page)).combatants.find((c) => c.name === 'Aria').id;
    await h.tap(page, `card-${aria}`);
    await h.tap(page, `all-actions-${aria}`);
    const entries = (await names(page)).filter((n) => n.startsWith('menu-') && n !== 'menu-close');
    const entry = entries[Math.floor(entries.length / 3)];
    await swipeActsNot(page, entry, `the menu entry "${entry}"`);
    h.check(!(await where(page, 'sheet-apply')) && !!(await where(page, 'menu-close')),
      'the swipe opened no form: the full list is still open');
    await h.screenshot(page, 'swipe-from-menu-entry');
    await h.tap(page, entry);
    h.check(!!(await where(page, 'sheet-cancel')), `a tap on "${entry}" opens its form`);
    await h.tap(page, 'sheet-cancel');

    // A die in the acting combatant's hand (text 002's sample): a tapped die is chosen, and
    // the card then offers to spend it.
    await h.tap(page, 'to-library');
    await h.tap(page, 'sample-action-dice');
    await h.tap(page, 'primary');   // Start the fight
    await primaryUntil(page, (s) => s.step === 'acting' && s.acting);
    const acting = (await h.state(page)).acting;
    await h.tap(page, `card-${acting}`);
    await swipeActsNot(page, `die-${acting}-0`, 'a die');
    h.check(!(await where(page, `spend-${acting}`)), 'the swipe chose no die: nothing is offered to spend');
    await h.screenshot(page, 'swipe-from-die');
    await h.tap(page, `die-${acting}-0`);
    h.check(!!(await where(page, `spend-${acting}`)), 'a tap on the die chooses it: "Spend" is offered');
    h.check((await h.errors(page)).length === 0, 'no script errors');
  } finally {
    await browser.close();
    await site.close();
  }
});
