import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paths } from '../../src/routing/paths';
import { feltScreens, firstMemberRow, type ServerSide } from './felt-screens';
import { START_KINDS, installedDevice, timeStart, type StartKind, type StartTimes } from './felt-starts';
import { tapInvite, tapMenuMove, tapSearchKey, type TapName, type TapTimes } from './felt-taps';
import type { Session } from './routes';

/**
 * What a person feels on a phone, per screen and start (felt-starts.ts) and per tap (felt-taps.ts),
 * each run kept. A run measures every start of a screen back to back (installed online, the same
 * unthrottled, installed offline, cold), after the server's data was changed for the online starts
 * (felt-screens.ts), so a run's starts see the same machine. The taps ride on Manage Users'
 * installed-online starts (at 390 px, once the fresh rows are drawn) and on installed-online
 * dashboard starts at 1280 px, where the menu is open, for the move to Manage Users.
 */
export type FeltPhoneResult = {
  runs: number;
  screens: { screen: string; starts: Record<StartKind, StartTimes[]> }[];
  taps: Record<TapName, TapTimes[]>;
};

const DESKTOP = { width: 1280, height: 800 };
/** A tap not made: its start never drew the fresh data. */
const NOT_TAPPED: TapTimes = { inpMs: null, shownMs: null };
/** A tap that failed counts as not answered (a miss), said in the log, and the runs go on. */
const notTapped = (name: TapName, step: (what: string) => void) => (error: unknown): TapTimes => {
  step(`    the ${name} tap failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  return NOT_TAPPED;
};

export async function measureFeltPhone(
  browser: Browser, server: ServerSide, session: Session, runs: number, step: (what: string) => void,
): Promise<FeltPhoneResult> {
  const { base } = server;
  const owner = { email: server.email };
  const { screens, restore } = feltScreens(server);
  const taps: Record<TapName, TapTimes[]> = { invite: [], searchKey: [], menuMove: [] };
  const result: FeltPhoneResult = { runs, screens: [], taps };
  const devices: BrowserContext[] = [];
  try {
    for (const screen of screens) {
      step(`  ${screen.name}: installing (a visit, the service worker, the saved data)...`);
      const device = await installedDevice(browser, base, session, [{ path: screen.path, shows: screen.saved }], owner);
      devices.push(device);
      const starts = Object.fromEntries(START_KINDS.map((kind) => [kind, [] as StartTimes[]])) as Record<StartKind, StartTimes[]>;
      for (let run = 0; run < runs; run += 1) {
        const withTaps = screen.path === paths.manageUser
          ? async (page: Page) => {
            taps.invite.push(await tapInvite(page).catch(notTapped('invite', step)));
            taps.searchKey.push(await tapSearchKey(page).catch(notTapped('searchKey', step)));
          }
          : undefined;
        const online = await timeStart(browser, base, session, device, 'installed-online', screen, await screen.freshen(), withTaps);
        starts['installed-online'].push(online);
        if (withTaps && online.fresh === null) for (const name of ['invite', 'searchKey'] as const) taps[name].push(NOT_TAPPED);
        const current = await screen.freshen();
        starts['installed-online-unthrottled'].push(await timeStart(browser, base, session, device, 'installed-online-unthrottled', screen, current));
        starts['installed-offline'].push(await timeStart(browser, base, session, device, 'installed-offline', screen, []));
        // Cold has nothing saved: what it shows is the server's current data, unchanged since the start before.
        starts.cold.push(await timeStart(browser, base, session, device, 'cold', screen, current));
        step(`    run ${run + 1}/${runs} done`);
      }
      result.screens.push({ screen: screen.name, starts });
      await device.close();
    }

    step('  the menu move: the dashboard at 1280 px, installed, to Manage Users by its link...');
    const [dashboard] = screens;
    const desktop = await installedDevice(browser, base, session, [
      { path: paths.manageUser, shows: firstMemberRow }, { path: dashboard.path, shows: dashboard.saved },
    ], owner, DESKTOP);
    devices.push(desktop);
    for (let run = 0; run < runs; run += 1) {
      const start = await timeStart(browser, base, session, desktop, 'installed-online', dashboard, await dashboard.freshen(), async (page) => {
        taps.menuMove.push(await tapMenuMove(page).catch(notTapped('menuMove', step)));
      });
      if (start.fresh === null) taps.menuMove.push(NOT_TAPPED);
    }
    return result;
  } finally {
    for (const device of devices) await device.close().catch(() => undefined);
    await restore();
  }
}
