import { mergeConfig, type Plugin } from 'vite';
import portal from '../../vite.config';

/**
 * The portal's own build (vite.config.ts, untouched) with one thing a user can see changed: the
 * product name reads 'Customer Portal <PORTAL_RELEASE>'. Two builds with different releases differ
 * in their code, so in their service worker's precache list too: to the browser, a new version.
 * Only tests/support/release-build.ts builds with it, always into a directory of its own.
 */
const NAME = "appName = 'Customer Portal'";

function releaseMark(release: string): Plugin {
  return {
    name: 'portal-test-release-mark',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/i18n/shell.ts')) return null;
      const marked = code.replace(NAME, `appName = 'Customer Portal ${release}'`);
      // Renamed product: fail here, not as an update test that never sees a new version.
      if (marked === code) throw new Error(`src/i18n/shell.ts no longer holds ${NAME}`);
      return marked;
    },
  };
}

const release = process.env.PORTAL_RELEASE;
if (!release) throw new Error('PORTAL_RELEASE names the release this build marks');

/**
 * Brotli at its strongest is most of a build's time; the server sends the plain files when there
 * are no compressed copies, and the bytes the browser gets are the same.
 */
const withoutPrecompression = (portal.plugins ?? []).filter(
  (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'portal-precompress'),
);

export default mergeConfig({ ...portal, plugins: withoutPrecompression }, { plugins: [releaseMark(release)] });
