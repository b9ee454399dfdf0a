// Colours at the table (issue 31, item 7): a phone set to light opens the app light, and one set
// to dark opens it dark; a change of the phone's setting is followed at once; a theme picked in
// the settings ("Dark", "Light") holds over the phone's until "Auto" is picked again, across a
// reload. In both themes the texts a newcomer found hard to read are measured as drawn (the
// screenshot of each, its most common colour taken as the background, its ink the colour that
// stands out most): the turn line, an order number, a lit toggle, the acting card's name and
// the keypad's Heal and Damage reach WCAG AA's 4.5:1. Screenshots of both themes.
'use strict';
const { PNG } = require('pngjs');
const h = require('./lib/harness.js');

const theme = (page) => page.evaluate(() => window.roundkeeper.text().theme);

function luminance(rgb) {
  const c = rgb.map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)]; return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };

// The contrast of a widget's text as drawn: its background is the colour most of its pixels
// have, its ink the colour that differs most from it (the core of a glyph's stroke).
async function drawnContrast(page, tag) {
  await h.scrollIntoView(page, tag);
  const r = await h.widget(page, tag);
  const png = PNG.sync.read(await page.screenshot({ clip: { x: r.x, y: r.y, width: Math.max(1, r.w), height: Math.max(1, r.h) } }));
  const counts = new Map();
  for (let i = 0; i < png.data.length; i += 4) {
    const key = (png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2];
    counts.set(key, (counts.get(key) || 0) + 1);
  }
  const rgb = (k) => [(k >> 16) & 255, (k >> 8) & 255, k & 255];
  const background = rgb([...counts.entries()].sort((a, b) => b[1] - a[1])[0][0]);
  let best = 1;
  for (const k of counts.keys()) best = Math.max(best, ratio(rgb(k), background));
  return best;
}

// The texts of the first ten minutes, in the theme on screen: the fight is under way.
async function checkReadable(page, label) {
  if (await page.evaluate(() => window.roundkeeper.widget('to-library'))) await h.tap(page, 'to-library');
  h.check(await drawnContrast(page, 'text-size-1') >= 4.5, `${label}: the lit "Normal" toggle reads (${(await drawnContrast(page, 'text-size-1')).toFixed(2)}:1)`);
  await h.tap(page, 'sample-highest-first');
  const s0 = await h.state(page);
  if (s0.phase !== 'running') await h.tap(page, 'primary');
  await h.settle(page);
  const s = await h.state(page);
  const acting = s.acting;
  for (const [tag, what] of [['round-line', 'the turn line'], [`name-${acting}`, "the acting card's name"]]) {
    const c = await drawnContrast(page, tag);
    h.check(c >= 4.5, `${label}: ${what} reads (${c.toFixed(2)}:1, at least 4.5)`);
  }
  await h.screenshot(page, `theme-${label}-tracker`);
  await h.tap(page, `amount-${acting}`);
  for (const d of '3') await h.tap(page, `amount-digit-${d}`);
  for (const [tag, what] of [['amount-heal', 'the keypad\'s Heal'], ['amount-damage', 'the keypad\'s Damage']]) {
    const c = await drawnContrast(page, tag);
    h.check(c >= 4.5, `${label}: ${what} reads (${c.toFixed(2)}:1)`);
  }
  await h.screenshot(page, `theme-${label}-keypad`);
  await h.tap(page, 'amount-cancel');
}

h.run('theme: follows the phone\'s light or dark setting, holds a picked one, every text readable in both', async () => {
  const site = await h.startSite();
  try {
    const light = await h.launch({ ...h.PHONE, colorScheme: 'light' });
    try {
      const page = await h.openApp(light.context, site.url);
      h.check(await theme(page) === 'light', 'a phone set to light opens the app light');
      await h.screenshot(page, 'theme-light-start');
      await checkReadable(page, 'light');

      // The phone turns dark (at dusk, or by hand): the app follows without a reload.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => window.roundkeeper.text().theme === 'dark', null, { timeout: 10000 }).catch(() => {});
      h.check(await theme(page) === 'dark', 'the phone turned dark: the app turned dark with it, no reload');
      await checkReadable(page, 'dark');

      // "Light" picked in the settings holds over the phone's dark, across a reload.
      await h.tap(page, 'to-library');
      await h.tap(page, 'theme-light');
      await h.settle(page);
      h.check(await theme(page) === 'light', '"Light" picked: the app is light though the phone is dark');
      await h.screenshot(page, 'theme-picked-light-settings');
      await h.reopen(page);
      h.check(await theme(page) === 'light', '"Light" picked: still light after a reload');
      await h.tap(page, 'to-library');   // the reload reopened the fight
      await h.tap(page, 'theme-device');
      await h.settle(page);
      h.check(await theme(page) === 'dark', '"Auto" picked: the app follows the phone (dark) again');
      const errors = await h.errors(page);
      h.check(errors.length === 0, `no script errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
    } finally {
      await light.close();
    }

    const dark = await h.launch({ ...h.PHONE, colorScheme: 'dark' });
    try {
      const page = await h.openApp(dark.context, site.url);
      h.check(await theme(page) === 'dark', 'a phone set to dark opens the app dark');
    } finally {
      await dark.close();
    }
  } finally {
    await site.close();
  }
});
