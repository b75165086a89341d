import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../src/session/storage-keys';

const fingerprints = vi.hoisted(() => ({ taken: 0, visitorId: 'fp-one' }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: async () => ({
    get: async () => {
      fingerprints.taken += 1;
      return { visitorId: fingerprints.visitorId };
    },
  }),
}));

/** The real module (the unit set-up replaces it with a fixed id), fresh for each test. */
async function deviceIdModule() {
  vi.resetModules();
  return vi.importActual<typeof import('../../src/session/device-id')>('../../src/session/device-id');
}

describe('the device id', () => {
  beforeEach(() => {
    fingerprints.taken = 0;
  });

  it('fingerprints afresh for an authentication call, and names this browser by the id it last sent without fingerprinting again', async () => {
    const first = await deviceIdModule();
    const sent = await first.getDeviceId();
    const install = localStorage.getItem(storageKeys.deviceInstall);
    expect(sent).toBe(`fp-one.${install}`);
    expect(fingerprints.taken).toBe(1);

    // A later page (the Security screen after a reload) names the device as it was recorded.
    const later = await deviceIdModule();
    fingerprints.visitorId = 'fp-two';
    await expect(later.sentDeviceId()).resolves.toBe(sent);
    expect(fingerprints.taken).toBe(1);
    // A sign-in still sends what the browser fingerprints now.
    await expect(later.getDeviceId()).resolves.toBe(`fp-two.${install}`);
    expect(fingerprints.taken).toBe(2);
  });

  it('fingerprints when the id last sent is not this profile\'s, or there is none', async () => {
    localStorage.setItem(storageKeys.deviceInstall, 'install-a');
    localStorage.setItem(storageKeys.deviceIdSent, 'fp-copied.install-b');
    fingerprints.visitorId = 'fp-here';
    const module = await deviceIdModule();
    await expect(module.sentDeviceId()).resolves.toBe('fp-here.install-a');
    expect(fingerprints.taken).toBe(1);
  });
});
