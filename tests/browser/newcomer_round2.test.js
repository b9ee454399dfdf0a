// A newcomer's first ten minutes, round two (issue 31), as a new game master meets them at
// phone size:
// - item 4: a new, empty encounter's big button read "The fight is over"; it now adds
//   combatants (quick add opens);
// - item 5: "Rename" started with an empty field; it now starts from the name, so fixing a
//   name is a few letters typed at its end;
// - item 2: a form opened where the last form was scrolled (past its first fields); every form
//   now opens at its top;
// - item 6: with a party roster, "Add to the fight" fell below the fold, and an old "Added
//   Goblin" stayed while the next one was typed;
// - item 11: a running generic fight's menu offered "Start the fight", "Declare who acts" and
//   "Finish declarations"; it offers only what the reducer accepts now. "Back" is a plain
//   button beside the amber one (looked at in the screenshot).
'use strict';
const h = require('./lib/harness.js');

const vp = (page) => page.viewportSize();

h.run('newcomer, round two: an empty encounter adds, a rename starts from the name, forms open at their top', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);

    // Item 4: a new encounter, no one in it yet.
    await h.tap(page, 'new-encounter');
    await h.tap(page, 'rules-highest-first');
    await h.settle(page);
    h.check((await h.state(page)).combatants.length === 0, 'a new encounter is empty');
    const big = await h.widget(page, 'primary-add');
    h.check(!!big && h.whollyShown(big, vp(page)), 'the big button offers to add combatants (not "The fight is over")');
    await h.screenshot(page, 'newcomer2-empty-encounter');
    await h.tap(page, 'primary-add');
    h.check(!!(await h.widget(page, 'add-name')), 'a tap on it opens quick add');
    await h.tap(page, 'add-name');
    await page.keyboard.insertText('Goblin');
    await h.settle(page);
    await h.scrollIntoView(page, 'add-confirm');
    await h.tap(page, 'add-confirm');
    h.check((await h.state(page)).combatants.some((c) => c.name === 'Goblin'), 'and the goblin joins');
    h.check(!!(await page.evaluate(() => window.roundkeeper.widget('add-added'))), 'quick add says what it added');
    await h.tap(page, 'add-name');
    await page.keyboard.insertText('Wolf');
    await h.settle(page);
    h.check(!(await page.evaluate(() => window.roundkeeper.widget('add-added'))), 'typing the next name clears the old "Added Goblin" (item 6)');
    await h.tap(page, 'add');   // Close

    // Item 6: with a party roster of four, "Add to the fight" is still above the fold.
    await page.evaluate(() => ['Aria', 'Bram', 'Cyra', 'Dorn'].forEach((name) =>
      window.roundkeeper.dispatchLibrary({ type: 'AddToRoster', entry: { name, is_player: true, level: 3, hp_max: 20 }, party: 'The party' })));
    await h.tap(page, 'add');
    const confirm = await h.widget(page, 'add-confirm');
    h.check(h.whollyShown(confirm, vp(page)), `with a roster, "Add to the fight" shows without scrolling (at ${Math.round(confirm.y)} of ${vp(page).height})`);
    h.check(!!(await h.widget(page, 'roster-add-party')), 'and the roster is offered below it');
    await h.screenshot(page, 'newcomer2-quick-add-with-roster');
    await h.tap(page, 'add');   // Close

    // Item 5: the goblin is renamed by adding to its name, as a thumb fixes a name.
    const goblin = (await h.state(page)).combatants.find((c) => c.name === 'Goblin');
    await h.longPress(page, `card-${goblin.id}`);
    for (let i = 0; i < 3; i++) await h.scrollIntoView(page, 'menu-RenameCombatant');
    await h.tap(page, 'menu-RenameCombatant');
    await h.tap(page, 'field-name');
    for (let i = 0; i < 8; i++) await page.keyboard.press('End');
    await page.keyboard.insertText(' chief');
    await h.settle(page);
    await h.screenshot(page, 'newcomer2-rename');
    await h.tap(page, 'sheet-apply');
    const renamed = (await h.state(page)).combatants.find((c) => c.id === goblin.id).name;
    h.check(renamed === 'Goblin chief', `the rename started from its name ("${renamed}")`);

    // Item 2: the effect form scrolled to its end and closed; the next form opens at its top.
    await h.tap(page, 'to-library');
    await h.tap(page, 'sample-highest-first');
    await h.settle(page);
    const ogre = (await h.state(page)).combatants.find((c) => c.name === 'Ogre');
    await h.tap(page, `card-${ogre.id}`);
    await h.scrollIntoView(page, `add-effect-${ogre.id}`);
    await h.tap(page, `add-effect-${ogre.id}`);
    const first = await h.widget(page, 'field-name');
    for (let i = 0; i < 10; i++) {
      await page.mouse.move(vp(page).width / 2, vp(page).height * 0.5);
      await page.mouse.wheel(0, 400);
      await h.settle(page);
    }
    const scrolled = await page.evaluate(() => window.roundkeeper.widget('field-name'));
    h.check(!scrolled || scrolled.h === 0 || scrolled.y < first.y - 100, `the form scrolled on past its name field (${first.y} -> ${scrolled && scrolled.y})`);
    await h.tap(page, 'sheet-cancel');
    await h.scrollIntoView(page, `add-effect-${ogre.id}`);
    await h.tap(page, `add-effect-${ogre.id}`);
    const again = await h.widget(page, 'field-name');
    h.check(again.h > 0 && Math.abs(again.y - first.y) < 1,
      `opened again, the form starts at its top, its name field where a fresh form has it (${again.y}, first time ${first.y})`);
    await h.screenshot(page, 'newcomer2-form-at-top');
    await h.tap(page, 'sheet-cancel');

    // Item 11: in a running generic fight, the encounter's menu offers only the steps that can be
    // taken now: not "Start the fight", "Declare who acts" or "Finish declarations".
    await h.tap(page, 'primary');   // Start the fight
    h.check((await h.state(page)).phase === 'running', 'the fight runs');
    await h.tap(page, 'encounter-menu');
    const offered = await page.evaluate(() => Object.keys(window.roundkeeper.widgets()).filter((n) => n.startsWith('menu-')));
    for (const gone of ['menu-StartEncounter', 'menu-DeclareActors', 'menu-FinishDeclarations'])
      h.check(!offered.includes(gone), `the running fight's menu does not offer ${gone} (${offered.join(', ')})`);
    for (const kept of ['menu-NextTurn', 'menu-EndEncounter'])
      h.check(offered.includes(kept) || !!(await h.scrollIntoView(page, kept)), `it still offers ${kept}`);
    await h.screenshot(page, 'newcomer2-encounter-menu');
    await h.tap(page, 'menu-close');
    const back = await h.widget(page, 'previous'), next = await h.widget(page, 'primary');
    h.check(back && next && back.y === next.y, '"Back" and the big button share the bottom row');
    await h.screenshot(page, 'newcomer2-back-beside-next');
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
});
