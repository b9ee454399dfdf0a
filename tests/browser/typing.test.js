// Typing on a phone: soft keyboards deliver text as 'input' events on a focused field, not as
// key presses. The app focuses its hidden field while ImGui wants text (a numeric keypad for
// numbers); text arrives through keyboard.insertText and is edited with Backspace.
'use strict';
const h = require('./lib/harness.js');

h.run('typing: a name through the hidden field, edited with Backspace; a number on the keypad', async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const page = await h.openApp(browser.context, site.url);
    await h.tap(page, 'new-encounter');
    await h.tap(page, 'rules-highest-first');
    await h.tap(page, 'add');
    await h.tap(page, 'add-name');
    const field = await page.evaluate(() => ({ id: document.activeElement && document.activeElement.id,
                                               mode: document.getElementById('kbd').inputMode }));
    h.check(field.id === 'kbd', `tapping the name field focuses the hidden input (focused: ${field.id})`);
    h.check(field.mode === 'text', `the keyboard is a text keyboard (${field.mode})`);

    await page.keyboard.insertText('Goblin chief');
    await h.settle(page);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await h.settle(page);
    await page.keyboard.insertText('boss');
    await h.settle(page);
    await h.screenshot(page, 'typing-name');

    await h.tap(page, 'add-hp-value');
    const numeric = await page.evaluate(() => ({ id: document.activeElement && document.activeElement.id,
                                                 mode: document.getElementById('kbd').inputMode }));
    h.check(numeric.id === 'kbd' && numeric.mode === 'numeric', `a number field opens the numeric keypad (${numeric.mode})`);
    await page.keyboard.insertText('23');
    await h.settle(page);
    await h.tap(page, 'add-confirm');
    const s = await h.state(page);
    const added = s.combatants[0];
    h.check(added && added.name === 'Goblin boss', `the typed and edited name was added: "${added && added.name}"`);
    h.check(added && added.hp && added.hp.max === 23, `the typed hit points were used: ${added && added.hp && added.hp.max}`);
    const blurred = await page.evaluate(() => document.activeElement && document.activeElement.id);
    h.check(blurred !== 'kbd', 'the keyboard closes when no field wants text');
  } finally {
    await browser.close();
    await site.close();
  }
});
