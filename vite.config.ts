import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraGlobalCss } from './scripts/chakra-global-css';
import { compileHints } from './scripts/compile-hints';
import { earlySession } from './scripts/early-session';
import { manifestLinkLater } from './scripts/manifest-link-later';
import { countryFlags } from './scripts/flags';
import { precompress } from './scripts/precompress';
import { routePreloads } from './scripts/route-preloads';
import { reactOnPreact, reactSelectWithoutFloatingUi } from './vendor/aliases';
import { phoneCountryOrder } from './vendor/phone-country-order';

/** A test of module ids: any of these patterns, written with '/', matching either path separator. */
const modules = (...patterns: string[]) => new RegExp(patterns.map((pattern) => pattern.replaceAll('/', '[\\\\/]')).join('|'));

/**
 * The plain screens a signed-in start opens (account selection, the dashboard, Manage Users, the
 * account screen's title), with the small modules they share (the table, the saved-data notice, the
 * load-failure alert, the modal's shell, the billing, member and account calls): one chunk. Only
 * plain modules: the dashboard's Chakra parts (the billing portal's modal, the packages pages) and
 * the account screen's forms (AccountForms, the form kit) stay in their own.
 * Left to itself, rolldown made a file per screen and per shared module, under 2 KB each: Manage
 * Users fetched six of them beside the entry, the account screen eight. Over HTTP/1.1 a phone has
 * six connections, and each file in flight takes its share of the bandwidth from the entry, the
 * largest file, which the first render waits for (Lighthouse mobile, simulated: the entry took
 * 0.8-1.0 s with seven or nine files beside it, against some 0.6 s with two).
 */
const SCREEN_MODULES = modules(
  'src/features/accounts/',
  'src/features/dashboard/(HomePage|ProductsPage|SubscribedApps|app-columns|LaunchButton|GearIcon|apps-queries|useLaunchApp)\\.',
  'src/features/members/(ManageUsersPage|member-rules|member-columns|useMemberDialogs)\\.', 'src/api/contract/members\\.',
  'src/features/account/(AccountPage|account-rules)\\.', 'src/api/contract/account\\.', 'src/i18n/(account|members)\\.',
  'src/features/subscribe/(package-token|queries)\\.', 'src/api/(contract/)?users\\.',
  'src/ui/(SavedDataNotice|LoadFailedAlert|Modal|DataTable|DataTablePager|table-model|AdministratorsOnly|AfterFirstPaint)\\.',
  'src/offline/useSavedDataTime\\.', 'src/api/(contract/)?billing\\.', 'src/i18n/(apps|table)\\.',
);
const CHAKRA_KIT = modules(
  'src/ui/chakra/ChakraScope\\.tsx$', 'src/ui/AppLink\\.tsx$',
  '@chakra-ui/react/dist/esm/components/(box|flex|stack|heading|text|link|card)/',
);
/**
 * The form kit every form screen shares (plain elements and form.css, no Chakra), with
 * react-final-form: one file, which the account form loads without Chakra and the login page beside it.
 */
const FORM_KIT = modules(
  'src/ui/form/(Form|FieldFrame|controls|TextField|PasswordField|SubmitButton|FormActions|CheckboxField|NativeChoice|OtpField|validator|server-errors|icons)\\.tsx?$',
  'node_modules/(react-final-form|final-form)/',
);
/** emotion, the run-time CSS both Chakra and react-select draw with: the account form's selects load it without Chakra. */
const EMOTION = modules('node_modules/(@emotion|stylis)/');
/**
 * Small plain modules of many screens, and the Babel helpers react-final-form shares with emotion:
 * in the entry (under 1 KB compressed), rather than one more file beside it on every route.
 */
const COMMON_PLAIN = modules('src/(ui/useQueryParam|ui/AlertMessage|ui/TextLink|ui/PageTitle|ui/useOnceTrue|session/pending-checkout)\\.tsx?$', 'node_modules/@babel/runtime/helpers/esm/(extends|objectWithoutPropertiesLoose)\\.');
const LOGIN_PAGE = modules('src/features/auth/LoginPage\\.tsx$');

/**
 * The entry's chunk: every module a start runs (what rolldown tags '$initial': reached from the
 * entry through static imports), and the small plain modules many screens share (COMMON_PLAIN).
 * A group's `tags` and `test` must both match, so the union is decided here. The screens' own
 * modules stay out: the contract's barrel (src/api/contract/index.ts) imports the members, account
 * and billing contracts, which only the screens use.
 */
function startupChunk(id: string, context: ChunkingContext): string | null {
  if (COMMON_PLAIN.test(id)) return 'startup';
  return !SCREEN_MODULES.test(id) && isInitial(id, context, new Set()) ? 'startup' : null;
}

function isInitial(id: string, context: ChunkingContext, seen: Set<string>): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = context.getModuleInfo(id);
  return !!info && (info.isEntry || info.importers.some((importer) => isInitial(importer, context, seen)));
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The JSX transform only: Fast Refresh needs react-dom, which the build swaps for Preact, so
    // the dev server reloads the page on a change instead.
    react({ refreshExclude: /./ }),
    reactSelectWithoutFloatingUi(),
    phoneCountryOrder(),
    chakraGlobalCss(),
    earlySession(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The portal registers the worker itself (src/offline/sw-update.ts) to offer updates.
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // 265 country flags: the worker keeps each one the first time it shows (sw/sw.ts), rather
        // than every install downloading them all.
        // The route pages (scripts/route-preloads.ts) are index.html with hints: offline, index.html serves.
        globIgnores: ['flags/**', 'routes/**'],
      },
      includeAssets: ['favicon.png', 'icons/*.png'],
      manifest: {
        name: 'Customer Portal',
        short_name: 'Portal',
        description: 'Your accounts, members, apps and subscriptions in one place.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1a365d',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    manifestLinkLater(),
    // The chunks a signed-in start or the login page runs through at once (the entry is always marked).
    compileHints(['screens', 'form']),
    countryFlags(),
    routePreloads(),
    precompress(),
  ],
  server: {
    proxy: { '/api': apiTarget, '/__dev': apiTarget, '/__sandbox': apiTarget, '/__demo': apiTarget },
  },
  resolve: { alias: reactOnPreact },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first screen imports goes in one file. Left to itself, rolldown cut it into
        // some twenty chunks shared with the lazy screens: a phone then waits a round trip per
        // handful of them (six connections over HTTP/1.1), and each carries its own headers and
        // compresses worse. One file: login 99.2 -> 90.6 KB, about 9 KB less on every route, and
        // Lighthouse's simulated LCP on login 2.2-2.4 s -> 1.8-1.9 s.
        codeSplitting: {
          groups: [
            { name: startupChunk, priority: 40 },
            { name: 'screens', test: SCREEN_MODULES, priority: 30 },
            { name: 'emotion', test: EMOTION, priority: 22 },
            // Chakra and the portal's theme, with all they import: one file (left to itself, rolldown
            // cut them into some twenty), loaded by the first screen or dialog that renders Chakra
            // (src/ui/chakra/chakra-lazy.tsx), never by the entry.
            { name: 'chakra', test: CHAKRA_KIT, priority: 20 },
            // The form kit with the login page: the login route is the entry and this one file.
            { name: 'form', test: (id) => FORM_KIT.test(id) || LOGIN_PAGE.test(id), priority: 15 },
          ],
        },
      },
    },
  },
});
