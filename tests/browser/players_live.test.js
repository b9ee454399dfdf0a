// The players' view in the game master's own browser (issue 29, items 1, 2 and 4). A players'
// link opened in a second tab never writes the library and never stops the game master's tab
// (it used to close the game master's encounter in the stored index, so the game master's tab
// took it for another tab's save and stopped); a reload of the game master's page still opens
// the fight. The "live players' window" (a TV, a second screen) follows every change of the
// game master's page: turns, damage, undo, the game master's reload and its own. A snapshot link
// says it is one. A players' view opened in the game master's own tab and closed again leaves
// the next start on the game master's fight.
'use strict';
const h = require('./lib/harness.js');

const screen = (page) => page.evaluate(() => window.roundkeeper.screen());
const stored = (page) => page.evaluate(() => window.roundkeeper.stored().library);
const notice = (said) => said.split('|').slice(1).join(' ');

async function openTab(context, url) {
  const page = await context.newPage();
  page.logs = [];
  page.on('console', (m) => page.logs.push(`[${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => page.logs.push(`[pageerror] ${e}`));
  await page.goto(url);
  await page.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 30000 });
  await h.settle(page);
  return page;
}

// What a player may see of the game master's fight, as the view shows it: the round, who acts,
// each player character's hit points.
const seen = (s) => JSON.stringify({ round: s.round, acting: s.acting,
  pcs: s.combatants.filter((c) => c.is_player).map((c) => [c.name, c.hp && c.hp.current]) });

// Waits until the view shows what the game master's page shows (a condition, not a clock);
// returns how long it took.
async function follows(view, gm, what) {
  const want = seen(await h.state(gm));
  const start = Date.now();
  try {
    await view.waitForFunction((w) => {
      const s = window.roundkeeper.state().encounter;
      return JSON.stringify({ round: s.round, acting: s.acting,
        pcs: s.combatants.filter((c) => c.is_player).map((c) => [c.name, c.hp && c.hp.current]) }) === w;
    }, want, { timeout: 10000 });
  } catch (e) {
    h.check(false, `the live view follows ${what} (it shows ${seen(await h.state(view))}, the game master ${want})`);
    return -1;
  }
  const ms = Date.now() - start;
  h.check(true, `the live view follows ${what} (${ms} ms after the game master's page had it)`);
  return ms;
}

h.run("players' view in the game master's browser: never stops the game master's tab; the live window follows", async () => {
  const site = await h.startSite();
  const browser = await h.launch(h.PHONE);
  try {
    const gm = await h.openApp(browser.context, site.url);
    await h.tap(gm, 'sample-highest-first');
    await h.tap(gm, 'primary');
    const fightId = (await stored(gm)).open;
    const link = (await gm.evaluate(() => window.roundkeeper.shareLink(true))).replace(/^[^#]*/, site.url);

    // The issue's steps: the players' link in a second tab of the same browser.
    const snap = await openTab(browser.context, link);
    h.check((await screen(snap)).startsWith('link'), 'the players\' link asks first');
    await h.tap(snap, 'link-open');
    h.check(/^tracker:read-only($|\|)/.test(await screen(snap)), `it shows the players' view, not live (${(await screen(snap)).split('|')[0]})`);
    h.check(!!(await snap.evaluate(() => window.roundkeeper.widget('players-view-note'))), 'the snapshot says it is one');
    await h.screenshot(snap, 'players-view-snapshot');
    h.check((await stored(gm)).open === fightId, `the stored library still has the game master's fight open (${(await stored(gm)).open})`);

    await gm.bringToFront();
    const before = (await h.state(gm)).acting;
    await h.tap(gm, 'primary');
    await h.settle(gm);
    const saidGm = await screen(gm);
    h.check(!saidGm.includes('|'), `the game master's tab says nothing of another tab ("${notice(saidGm)}")`);
    h.check((await h.state(gm)).acting !== before, 'and its big button still moves the turn on');
    await h.reopen(gm);
    h.check(/^tracker($|\|)/.test(await screen(gm)) && (await stored(gm)).open === fightId,
      `a reload of the game master's page opens the fight, not the list (${(await screen(gm)).split('|')[0]})`);

    // The live players' window, opened as the game master would: Share, Players' view, the button.
    await h.tap(gm, 'to-share');
    await h.tap(gm, 'share-players');
    await h.screenshot(gm, 'players-view-share-live');
    // Where the driver cannot wait for the window a tap opens (WebDriver), the test opens the
    // same link in a new window itself.
    const liveLink = await gm.evaluate(() => window.roundkeeper.liveLink());
    h.check(/#v=.*&live=[0-9a-f]{16}$/.test(liveLink), 'the live link is the players\' link with this page\'s token');
    let live;
    if (browser.context.followsOpenedWindows) {
      const opened = browser.context.waitForEvent('page');
      await h.tap(gm, 'share-live-window');
      live = await opened;
      // A window that opened behind the game master's may draw no frame until it is shown (Firefox).
      await live.bringToFront();
      live.logs = [];
      live.on('pageerror', (e) => live.logs.push(`[pageerror] ${e}`));
      await live.waitForFunction(() => window.roundkeeper && window.roundkeeper.ready, null, { timeout: 60000 });
    } else {
      h.note('the driver cannot wait for the window a tap opens: the test opens the live link in a new window');
      live = await openTab(browser.context, liveLink.replace(/^[^#]*/, site.url));
    }
    await live.waitForFunction(() => /^tracker:read-only:live/.test(window.roundkeeper.screen()), null, { timeout: 10000 })
      .catch(() => {});
    h.check(/^tracker:read-only:live/.test(await screen(live)), `the window opens the players' view at once, live (${(await screen(live)).split('|')[0]})`);
    await h.settle(live);
    await h.screenshot(live, 'players-view-live');
    // A window opened by the game master's page starts with a copy of its session storage: it
    // must not take the game master's token as its own (its goodbye would end the other views).
    const tokens = await Promise.all([gm, live].map((p) => p.evaluate(() => sessionStorage.getItem('roundkeeper.live'))));
    h.check(tokens[0] && tokens[1] && tokens[0] !== tokens[1], `the window's own token is not the game master's (${tokens.join(', ')})`);
    const npcs = (await h.state(live)).combatants.filter((c) => !c.is_player);
    h.check(npcs.length > 0 && npcs.every((c) => c.hp === null), 'it hides NPC hit points, as the link does');

    const widget = (page, tag) => page.evaluate((t) => !!window.roundkeeper.widget(t), tag);
    if (browser.context.followsOpenedWindows) {
      // The window is opened without an opener, so the page learns it opened from its hello.
      await gm.bringToFront();
      await gm.waitForFunction(() => !!window.roundkeeper.widget('share-live-answered'), null, { timeout: 10000 }).catch(() => {});
      h.check(await widget(gm, 'share-live-answered'), 'the share screen says the players\' window opened');
      // A browser that blocks the window (window.open opens nothing): no hello comes, and the
      // share screen says how to let the window through.
      await gm.evaluate(() => { window.rkOpen = window.open; window.open = () => null; });
      await h.tap(gm, 'share-live-window');
      h.check(await widget(gm, 'share-live-waiting') && !(await widget(gm, 'share-live-answered')),
        'a blocked window: the share screen waits for it and says to allow pop-ups');
      await h.screenshot(gm, 'players-view-live-blocked');
      await gm.evaluate(() => { window.open = window.rkOpen; });
    }

    // Five turns, a damage and an undo, each by a tap on the game master's page.
    await gm.bringToFront();
    await h.tap(gm, 'share-back');
    const times = [];
    for (let i = 1; i <= 5; i++) {
      await h.tap(gm, 'primary');
      times.push(await follows(live, gm, `turn ${i}`));
    }
    const pc = (await h.state(gm)).combatants.find((c) => c.is_player);
    await gm.evaluate((id) => window.roundkeeper.dispatch({ type: 'Damage', id, amount: 3 }), pc.id);
    times.push(await follows(live, gm, `${pc.name} taking 3 damage`));
    await h.tap(gm, 'undo');
    times.push(await follows(live, gm, 'the undo'));
    h.note(`live view updates: ${times.join(', ')} ms (waits from when the game master's page had the change)`);
    h.check(!(await screen(snap)).includes(':live'), 'the snapshot tab stays a snapshot');

    // The game master's page reloads: the window says so, then follows again.
    await h.reopen(gm);
    await h.tap(gm, 'primary');
    await follows(live, gm, "a turn after the game master's reload");
    // The window reloads: still the players' view, still live.
    await h.reopen(live);
    h.check(/^tracker:read-only/.test(await screen(live)), `after its own reload the window is the players' view (${(await screen(live)).split('|')[0]})`);
    await gm.bringToFront();
    await h.tap(gm, 'primary');
    await follows(live, gm, 'a turn after the window\'s reload');
    const saidAfter = await screen(gm);
    h.check(!saidAfter.includes('|'), `with two views open, the game master's tab was never stopped ("${notice(saidAfter)}")`);
    h.check((await stored(gm)).open === fightId, 'and the stored library still opens its fight');

    // The game master's page closes: the window says the fight is as it last was.
    await gm.close();
    await live.waitForFunction(() => /:gone/.test(window.roundkeeper.screen()), null, { timeout: 10000 }).catch(() => {});
    h.check(/:gone/.test(await screen(live)), `the window says the game master's page was closed (${(await screen(live)).split('|')[0]})`);
    await h.settle(live);
    await h.screenshot(live, 'players-view-gone');

    // A player's "< Encounters" leads to the encounter list, not back to the link's question.
    await snap.bringToFront();
    await h.tap(snap, 'to-library');
    h.check((await screen(snap)).startsWith('library'), `"< Encounters" in a players' view shows the list (${(await screen(snap)).split('|')[0]})`);
    // That tab heard every save of the game master's while it showed the view: it goes on from
    // the library as stored, and its own changes are saved with no word of another tab.
    const lastStored = (await stored(snap)).encounters.find((e) => e.id === fightId).encounter;
    await h.tap(snap, `open-${fightId}`);
    h.check((await h.state(snap)).round === lastStored.round && (await h.state(snap)).acting === lastStored.acting,
      `it opens the fight as last stored (round ${lastStored.round}, acting #${lastStored.acting})`);
    await h.tap(snap, 'primary');
    await h.settle(snap);
    const saidSnap = await screen(snap);
    h.check(saidSnap.startsWith('tracker') && !saidSnap.includes('|'), `and moves it on, saved with no word of another tab ("${notice(saidSnap)}")`);
    h.check((await stored(snap)).encounters.find((e) => e.id === fightId).encounter.acting !== lastStored.acting, 'the turn it moved is stored');
    for (const p of [snap, live]) {
      const errs = await h.errors(p);
      h.check(errs.length === 0, `no script errors in a players' tab${errs.length ? ': ' + errs.join('; ') : ''}`);
    }
    await snap.close();
    await live.close();

    // A players' view opened in the game master's own tab and closed again.
    const own = await openTab(browser.context, site.url);
    h.check(/^tracker($|\|)/.test(await screen(own)), 'the game master\'s page opens the fight');
    await h.openLink(own, link);
    await h.tap(own, 'link-open');
    h.check(/^tracker:read-only/.test(await screen(own)), 'the players\' view opens in the game master\'s own tab');
    await h.tap(own, 'to-library');
    h.check((await screen(own)).startsWith('library'), 'and closes to the list');
    await h.reopen(own);
    h.check(/^tracker($|\|)/.test(await screen(own)) && (await stored(own)).open === fightId,
      `the next start reopens the game master's fight (${(await screen(own)).split('|')[0]}, open ${(await stored(own)).open})`);
  } finally {
    await browser.close();
  }
});
