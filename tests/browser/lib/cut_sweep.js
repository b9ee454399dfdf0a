// Nothing cut off, on every screen of every system (issue 31, item 8): what the app reports as
// cut in the frame on screen (window.roundkeeper.cutLabels(): a button's label longer than its
// button, any text past the side of the box it is drawn in or of the screen, a tagged chip, die
// or button cut by its list's sides) must be empty. One phone size per test file
// (cut_sweep_360, cut_sweep_390; a phone on its side and a desktop at Large text: cut_sweep_wide);
// `forms` walks every form of every system's full lists instead (a combatant's and the
// encounter's menu; cut_sweep_forms), each saved
// as a screenshot (form-<width>-<action>). The screens at each text size: the start screen and each fight in both
// themes (colours move no line, but the look costs one frame); every system's sample fight
// before it starts, under way, step by step through a round, a card in full, its full list, the
// damage keypad, quick add, two of them down, the log. The forms at Large text only: text only grows with the
// setting while every width is the layout's, so what fits at Large fits below it.
// Screenshots of each system's fight at Large text in both themes.
'use strict';
const h = require('./harness.js');

const SYSTEMS = ['highest-first', 'initiative-rounds', 'countdown', 'action-dice', 'segments', 'alternating-factions'];
const SIZES = ['small', 'normal', 'large'];   // the settings' text-size-0 ... 2

const widgets = (page) => page.evaluate(() => Object.keys(window.roundkeeper.widgets()));
const has = async (page, tag) => (await widgets(page)).includes(tag);

// `device`: the phone by default (a phone on its side, a desktop: harness.js); `largeOnly`: the
// Large text size alone (what fits at Large fits below it).
async function sweep(viewport, { forms = false, device = h.PHONE, largeOnly = forms } = {}) {
  const where = `${viewport.width}x${viewport.height}`;
  const found = [];
  let looked = 0;
  const site = await h.startSite();
  const phone = await h.launch({ ...device, viewport });
  try {
    const page = await h.openApp(phone.context, site.url);
    let context = '';
    const look = async (screen) => {
      looked++;
      const cut = await page.evaluate(() => window.roundkeeper.cutLabels());
      if (cut.length) {
        found.push(`${context}, ${screen}: ${cut.join(' | ')}`);
        h.note(`cut: ${found[found.length - 1]}`);
        await h.screenshot(page, `cut-found-${found.length}`);
      }
    };
    const theme = async (which) => { await h.tap(page, `theme-${which}`); };
    // Back to the start screen, and the sample deleted as a user would (the list stays short).
    const leave = async () => {
      const open = (await page.evaluate(() => window.roundkeeper.stored())).library.open;
      await h.tap(page, 'to-library');
      await h.tap(page, `delete-${open}`);
      await h.tap(page, `confirm-delete-${open}`);
    };
    // Every form of a full list: the first combatant's, then the encounter's menu. One that
    // another system's list offered too (Damage, an effect) is drawn from the same entry and
    // looked at once.
    const formsSeen = new Set();
    const everyForm = async (open) => {
      await open();
      const forms = (await widgets(page)).filter((w) => w.startsWith('menu-') && !w.startsWith('menu-group-') && w !== 'menu-close'
        && !formsSeen.has(w));
      for (const form of forms) {
        formsSeen.add(form);
        if (!(await has(page, form))) await open();
        if (!(await has(page, form))) continue;   // an action before it changed what the list offers
        await h.tap(page, form);
        if (await has(page, 'back-to-fight')) throw new Error(`${context}: the list's ${form} left the fight`);
        if (!(await has(page, 'sheet-apply'))) { await look(`after ${form}`); continue; }   // acted at once
        await look(`the form ${form}`);   // one that asks first opens with its "Yes: ..."
        await h.screenshot(page, `form-${viewport.width}-${form.slice('menu-'.length)}`);
        // Its fields below the fold: scrolled by a wheel over them, looked at until they stop moving.
        for (let turn = 1; turn <= 8; turn++) {
          const rects = await page.evaluate(() => window.roundkeeper.widgets());
          const field = Object.values(rects).find((r, k) => Object.keys(rects)[k].startsWith('field-') && r.listBottom > r.listTop);
          if (!field) break;
          await page.mouse.move(viewport.width / 2, (field.listTop + field.listBottom) / 2);
          await page.mouse.wheel(0, 2 * (field.listBottom - field.listTop));
          await h.settle(page);
          if (JSON.stringify(await page.evaluate(() => window.roundkeeper.widgets())) === JSON.stringify(rects)) break;
          await look(`the form ${form}, scrolled ${turn}`);
        }
        await h.tap(page, 'sheet-cancel');
      }
      if (await has(page, 'menu-close')) await h.tap(page, 'menu-close');
    };
    const everyFormOfTheFight = async () => {
      const id = (await h.state(page)).combatants[0].id;
      await everyForm(async () => {
        if (!(await has(page, `all-actions-${id}`))) await h.tap(page, `name-${id}`);
        await h.tap(page, `all-actions-${id}`);
      });
      await everyForm(() => h.tap(page, 'encounter-menu'));
    };
    for (let size = largeOnly ? SIZES.length - 1 : 0; size < SIZES.length; size++) {
      await h.tap(page, `text-size-${size}`);
      context = `${where}, ${SIZES[size]} text`;
      for (const t of ['light', 'dark']) { await theme(t); await look(`the start screen (${t})`); }
      for (const system of SYSTEMS) {
        context = `${where}, ${SIZES[size]} text, ${system}`;
        await h.tap(page, `sample-${system}`);
        if (forms) {
          await h.tap(page, 'primary');
          await everyFormOfTheFight();
          await leave();
          continue;
        }
        await look('before the fight');
        await h.tap(page, 'add');
        await look('quick add');
        await h.tap(page, 'add');   // "Close"
        await h.tap(page, 'primary');
        await look('the fight');
        // Both themes: to the start screen for the setting and back.
        for (const t of ['light', 'dark']) {
          await h.tap(page, 'to-library');
          await theme(t);
          await h.tap(page, 'back-to-fight');
          await look(`the fight (${t})`);
          if (SIZES[size] === 'large') await h.screenshot(page, `cut-sweep-${viewport.width}-${system}-${t}`);
        }
        const s = await h.state(page);
        const id = s.combatants.find((c) => c.hp) ? s.combatants.find((c) => c.hp).id : s.combatants[0].id;
        if (await has(page, `amount-${id}`)) {
          await h.tap(page, `amount-${id}`);
          await look('the damage keypad');
          await h.tap(page, 'amount-cancel');
        }
        // Its card in full (beside the order, the keypad may have left it shown: a tap would close it).
        if (!(await has(page, `all-actions-${id}`))) await h.tap(page, `name-${id}`);
        await look('a card in full');
        await h.tap(page, `all-actions-${id}`);
        await look('the full list');
        await h.tap(page, 'menu-close');
        // Step by step through a round: each step's prompts and cards (dimmed ones too).
        for (let step = 0; step < 8 && await has(page, 'primary'); step++) {
          await h.tap(page, 'primary');
          await look(`step ${step + 1}, round ${(await h.state(page)).round}`);
        }
        // Two of them down (their damage dispatched: the keypad has its own tests), their cards
        // dimmed, their owed saves and wounds shown.
        const hurt = (await h.state(page)).combatants.filter((c) => c.hp && c.hp.current > 0).slice(0, 2);
        await page.evaluate((list) => list.forEach((c) => window.roundkeeper.dispatch({ type: 'Damage', id: c.id, amount: c.hp.current })), hurt);
        await h.settle(page);
        await look('two down');
        await h.tap(page, 'log');
        await look('the log');
        await h.tap(page, 'log');
        await leave();
      }
      context = `${where}, ${SIZES[size]} text`;
    }
    const errors = await h.errors(page);
    h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
  } finally {
    await phone.close();
    await site.close();
  }
  h.check(looked > (forms ? 40 : largeOnly ? 30 : 100), `${looked} screens looked at`);
  h.check(found.length === 0, `${where}: nothing cut off at any text size, in either theme${found.length ? ':\n    ' + found.join('\n    ') : ''}`);
}

module.exports = { sweep };
