import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraGlobalCss } from './scripts/chakra-global-css';
import { compileHints } from './scripts/compile-hints';
import { earlySession } from './scripts/early-session';
import { countryFlags } from './scripts/flags';
import { precompress } from './scripts/precompress';
import { routePreloads } from './scripts/route-preloads';
import { reactOnPreact, reactSelectWithoutFloatingUi } from './vendor/aliases';
import { phoneCountryOrder } from './vendor/phone-country-order';

/** A test of module ids: any of these patterns, written with '/', matching either path separator. */
const modules = (...patterns: string[]) => new RegExp(patterns.map((pattern) => pattern.replaceAll('/', '[\\\\/]')).join('|'));

/**
 * The two screens a signed-in start lands on, account selection and the dashboard, with the small
 * modules they share with the other list screens (the table, the saved-data notice, the
 * load-failure alert, the modal's shell, the billing calls): one chunk. Only plain modules: the
 * dashboard's Chakra parts (the billing portal's modal, the packages pages) stay in their own.
 * Left to itself, rolldown made six files of under 1.5 KB each; a phone opening the dashboard
 * fetched all six beside the entry, and got the entry later (Lighthouse mobile: FCP 1.8 -> 1.6 s).
 */
const LANDING_MODULES = modules(
  'src/features/accounts/',
  'src/features/dashboard/(HomePage|ProductsPage|SubscribedApps|app-columns|LaunchButton|GearIcon|apps-queries|useLaunchApp)\\.',
  'src/ui/(SavedDataNotice|LoadFailedAlert|Modal|DataTable|DataTablePager|table-model)\\.',
  'src/api/billing\\.', 'src/i18n/(apps|table)\\.',
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
/** Small plain modules of many screens, and the Babel helpers react-final-form shares with emotion. */
const COMMON_PLAIN = modules('src/(ui/useQueryParam|ui/AlertMessage|ui/TextLink|session/pending-checkout)\\.tsx?$', 'node_modules/@babel/runtime/helpers/esm/(extends|objectWithoutPropertiesLoose)\\.');
const LOGIN_PAGE = modules('src/features/auth/LoginPage\\.tsx$');

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
    // The chunks a signed-in start or the login page runs through at once (the entry is always marked).
    compileHints(['landing', 'login', 'form', 'common']),
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
            { name: 'startup', tags: ['$initial'], priority: 40 },
            // Plain modules the login page and the form screens share with the plain screens: taken
            // before the groups below would take them along (a group takes what its modules import),
            // and with them Chakra or the landing screens to wherever they are used.
            { name: 'common', test: COMMON_PLAIN, priority: 35 },
            { name: 'landing', test: LANDING_MODULES, priority: 30 },
            { name: 'emotion', test: EMOTION, priority: 22 },
            // Chakra and the portal's theme, with all they import: one file (left to itself, rolldown
            // cut them into some twenty), loaded by the first screen or dialog that renders Chakra
            // (src/ui/chakra/chakra-lazy.tsx), never by the entry.
            { name: 'chakra', test: CHAKRA_KIT, priority: 20 },
            { name: 'form', test: FORM_KIT, priority: 15 },
            // The login page's own modules: one more file beside it, named by index.html.
            { name: 'login', test: LOGIN_PAGE, priority: 10 },
          ],
        },
      },
    },
  },
});
