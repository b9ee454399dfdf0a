// Names in any script (issue 16): typed through the phone's keyboard or dispatched, a name in
// Cyrillic, polytonic Greek, Chinese, Arabic or Hebrew, or with emoji, is kept byte for byte,
// survives a reload, and is drawn: Latin, Cyrillic and Greek by the built-in font, the rest by
// the browser's own fonts into the glyph atlas. A long name is cut before the hit points, and
// starts after its initiative, however wide (105, -12).
'use strict';
const h = require('./lib/harness.js');

const TYPED = 'Дмитрий 🐉';
const DISPATCHED = ['Ἀχιλλεύς', '张伟', 'مرحبا', 'שלום', 'Ærwyn Łukasz Ñoño', '🧙🏽‍♀️ Morgana the Unreasonably Long-Named'];

async function names(page) {
  return (await h.state(page)).combatants.map((c) => c.name);
}

const glyph = (page, ch) => page.evaluate((c) => window.roundkeeper.glyph(c), ch);

// Every card's name ends before its hit points begin (by where the app drew them), each card
// scrolled into view as a user would; the last one is left on screen for the screenshot.
async function checkNoOverlap(page, label) {
  const s = await h.state(page);
  let checked = 0;
  for (const c of s.combatants) {
    await h.scrollIntoView(page, `vitals-${c.id}`);
    const widgets = await page.evaluate(() => window.roundkeeper.widgets());
    const name = widgets[`name-${c.id}`], hp = widgets[`vitals-${c.id}`];
    if (!name || !hp || !name.h || !hp.h) continue;
    checked++;
    h.check(name.x + name.w <= hp.x, `${label}: "${c.name}" ends at ${Math.round(name.x + name.w)}, before its hit points at ${Math.round(hp.x)}`);
    const [, order] = Object.entries(widgets).find(([k]) => k.startsWith(`order-${c.id}: `)) || [];
    if (order) h.check(order.x + order.w <= name.x, `${label}: "${c.name}" starts at ${Math.round(name.x)}, after its number ends at ${Math.round(order.x + order.w)}`);
  }
  h.check(checked === s.combatants.length, `${label}: the names and hit points of ${checked} of ${s.combatants.length} cards were drawn`);
}

h.run('names: any script typed and dispatched, kept exactly, drawn, cut before the hit points', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    const secondFont = () => page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.endsWith('/font-more-letters.otf')));
    await h.tap(page, 'sample-highest-first');   // a fight in Latin script
    await h.settle(page);
    h.check(!(await secondFont()), 'a library in Latin script does not download the font\'s Cyrillic and Greek');
    await h.tap(page, 'to-library');
    await h.tap(page, 'new-encounter');
    await h.tap(page, 'rules-highest-first');
    await h.tap(page, 'add');
    await h.tap(page, 'add-name');
    await page.keyboard.insertText(TYPED);   // a soft keyboard's text, emoji included
    await h.settle(page);
    await h.tap(page, 'add-hp-value');
    await page.keyboard.insertText('12');
    await h.settle(page);
    await h.tap(page, 'add-confirm');
    const typed = (await names(page))[0];
    h.check(typed === TYPED, `the typed name is kept exactly: "${typed}" (${[...typed || ''].length} characters)`);

    for (const name of DISPATCHED) {
      const refused = await page.evaluate((n) => window.roundkeeper.dispatch({ type: 'AddCombatant', name: n, side: 2, hp_max: 30 }), name);
      h.check(refused === '', `"${name}" is added${refused ? ': ' + refused : ''}`);
    }
    // Numbers wider than the order's column: a player's 105, a monster's -12 (as said at the table).
    const ids = (await h.state(page)).combatants.map((c) => c.id);
    for (const [id, value] of [[ids[ids.length - 1], 105], [ids[0], -12]]) {
      const refused = await page.evaluate((a) => window.roundkeeper.dispatch(a), { type: 'SetInitiative', id, value });
      h.check(refused === '', `initiative ${value} is set${refused ? ': ' + refused : ''}`);
    }
    await h.tap(page, 'add');   // closes the form: the cards show
    h.check(JSON.stringify(await names(page)) === JSON.stringify([TYPED, ...DISPATCHED]), 'every name is stored byte for byte');

    const expect = async (label) => {
      // Cyrillic and Greek come from the font's second part, fetched when a name needs them.
      await page.waitForFunction(() => window.roundkeeper.glyph('Д') === 'font', null, { timeout: 10000 }).catch(() => null);
      h.check(await glyph(page, 'Д') === 'font' && await glyph(page, 'χ') === 'font' && await glyph(page, 'Ł') === 'font',
        `${label}: Cyrillic, Greek and Latin letters come from the UI font (${await glyph(page, 'Д')}, ${await glyph(page, 'χ')}, ${await glyph(page, 'Ł')})`);
      for (const [what, ch] of [['polytonic Greek', 'Ἀ'], ['Chinese', '张'], ['Hebrew', 'ש'], ['Arabic (joined: initial meem)', '\uFEE3']]) {
        const how = await glyph(page, ch);
        h.check(how === 'drawn' || how === 'drawn-colour', `${label}: ${what} ${ch} is drawn by the browser's fonts (${how})`);
      }
      const dragon = await glyph(page, '🐉');
      h.check(dragon !== 'absent', `${label}: the emoji has a glyph or the placeholder (${dragon})`);
      if (dragon !== 'drawn-colour') h.note(`this engine drew 🐉 as "${dragon}", not in colour`);
      h.check(await glyph(page, '\u200D') !== 'placeholder', `${label}: the joiner inside 🧙🏽‍♀️ is drawn as nothing, not as a box`);
    };
    await expect('on screen');
    await h.screenshot(page, 'names-any-script');
    await checkNoOverlap(page, 'on screen');
    await h.screenshot(page, 'names-any-script-long');   // scrolled down: Arabic, Hebrew, the long names
    // Opened, its card in full shows the number in the large font: the name still starts after it.
    await h.tap(page, `name-${ids[ids.length - 1]}`);
    await checkNoOverlap(page, 'a card in full with initiative 105');
    await h.scrollIntoView(page, `name-${ids[ids.length - 1]}`);
    await h.screenshot(page, 'names-initiative-105');
    await h.tap(page, `name-${ids[ids.length - 1]}`);

    // A reload: the names come back from storage, exact, and are drawn again from the first frames.
    await page.reload();
    await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
    await h.settle(page);
    h.check(JSON.stringify(await names(page)) === JSON.stringify([TYPED, ...DISPATCHED]), 'after a reload every name is the same, byte for byte');
    // Back on the fight (from the list of encounters, if the reload shows it).
    const open = Object.keys(await page.evaluate(() => window.roundkeeper.widgets())).filter((k) => k.startsWith('open-'))
      .sort((a, b) => Number(b.slice(5)) - Number(a.slice(5)))[0];
    if (open) await h.tap(page, open);
    await expect('after a reload');
    await checkNoOverlap(page, 'after a reload');
    await h.screenshot(page, 'names-any-script-reloaded');
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await browser.close();
    await site.close();
  }
});
