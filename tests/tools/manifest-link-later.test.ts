import { describe, expect, it } from 'vitest';
import { withoutManifestLink } from '../../scripts/manifest-link-later';

const head = (links: string) => `<!doctype html><html><head>\n    <title>Customer Portal</title>${links}\n  </head><body></body></html>`;

describe('index.html without the manifest link (the portal links it once the first screen is up)', () => {
  it('takes out the link vite-plugin-pwa wrote, and nothing else', () => {
    const html = head('\n    <link rel="icon" href="/favicon.png" />\n    <link rel="manifest" href="/manifest.webmanifest">');
    expect(withoutManifestLink(html)).toBe(head('\n    <link rel="icon" href="/favicon.png" />'));
  });

  it('stops the build where there is no link to take out, or it names another file than the portal links', () => {
    expect(() => withoutManifestLink(head(''))).toThrow(/no <link rel="manifest">/);
    expect(() => withoutManifestLink(head('<link rel="manifest" href="/app/manifest.webmanifest">'))).toThrow(/portal links \/manifest.webmanifest/);
  });
});
