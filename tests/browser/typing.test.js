// Typing on a phone: soft keyboards deliver text as 'input' events on a focused field, not as
// key presses. The app focuses its hidden field while ImGui wants text (a numeric keypad for
// numbers); text arrives through keyboard.insertText and is edited with Backspace. When the
// keyboard covers the bottom of the screen, the field being typed into stays visible above it.
'use strict';
const h = require('./lib/harness.js');

// What a phone's browser reports when its soft keyboard opens (`height`: what is left visible)
// or closes (0): the visual viewport changes, the page keeps its size. Headless engines have
// no soft keyboard, so the page is told just that.
const softKeyboard = (page, height) => page.evaluate((hgt) => {
  const vv = window.visualViewport;
  if (hgt) Object.defineProperty(vv, 'height', { configurable: true, get: () => hgt });
  else delete vv.height;
  vv.dispatchEvent(new Event('resize'));
}, height);

// Where a widget was drawn and the part of the page the user sees (page coordinates).
const inSight = (page, name) => page.evaluate((n) => {
  const vv = window.visualViewport;
  return { r: window.roundkeeper.widget(n), top: vv.offsetTop, bottom: vv.offsetTop + vv.height,
           canvas: document.getElementById('canvas').getBoundingClientRect().height };
}, name);

// The field is drawn whole (`full`: its height with nothing covering it) inside what is visible.
async function checkInSight(page, name, full, what) {
  await h.settle(page);
  const s = await inSight(page, name);
  const ok = !!s.r && Math.abs(s.r.h - full) < 1 && s.r.y >= s.top - 0.5 && s.r.y + s.r.h <= s.bottom + 0.5;
  h.check(ok, `${what}: drawn at ${s.r ? `${Math.round(s.r.y)}-${Math.round(s.r.y + s.r.h)}` : 'nowhere'}, ` +
              `visible ${Math.round(s.top)}-${Math.round(s.bottom)} (canvas ${Math.round(s.canvas)} tall)`);
}

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

    // The soft keyboard opens over the bottom half of the screen while "How many" (near the
    // bottom of quick add) is being typed into: the field is scrolled into what is visible.
    const count = s.combatants.length;
    const full = (await h.tap(page, 'add-copies-value')).h;
    await softKeyboard(page, 450);
    await checkInSight(page, 'add-copies-value', full, 'with the keyboard open, the field being typed into is on screen');
    await h.screenshot(page, 'typing-keyboard-open');
    await page.keyboard.insertText('3');
    await checkInSight(page, 'add-copies-value', full, 'and stays there while typing');
    await softKeyboard(page, 0);
    await h.settle(page);
    const canvas = await inSight(page, 'add-confirm');
    h.check(Math.abs(canvas.canvas - canvas.bottom) < 1, `the keyboard closed, the app fills the screen again (${Math.round(canvas.canvas)})`);
    await h.tap(page, 'add-confirm');
    h.check((await h.state(page)).combatants.length === count + 3, 'the number typed with the keyboard open was used (3 more)');

    // A browser that makes the page itself shorter for the keyboard (a real resize).
    await h.tap(page, 'add-copies-value');
    await page.setViewportSize({ width: 390, height: 450 });
    await checkInSight(page, 'add-copies-value', full, 'when the page itself gets shorter, the field is on screen too');
    await page.keyboard.insertText('2');
    await page.setViewportSize({ width: 390, height: 844 });
    await h.settle(page);
    await h.tap(page, 'add-confirm');
    h.check((await h.state(page)).combatants.length === count + 5, 'and the number typed there was used (2 more)');
  } finally {
    await browser.close();
    await site.close();
  }
});
