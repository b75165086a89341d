import { storageKeys } from './storage-keys';

/**
 * The device id sent with every authentication call. It joins the browser fingerprint with a
 * random id kept in this browser profile: the fingerprint alone is the same for two profiles of
 * one browser build, and a profile the user has never verified must count as a new device.
 */
let pending: Promise<string> | null = null;

function installId(): string {
  let id = localStorage.getItem(storageKeys.deviceInstall);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(storageKeys.deviceInstall, id);
  }
  return id;
}

async function fingerprint(): Promise<string> {
  try {
    const FingerprintJS = await import('@fingerprintjs/fingerprintjs');
    const agent = await FingerprintJS.load({ monitoring: false });
    const result = await agent.get();
    return result.visitorId;
  } catch {
    // A blocked or failing fingerprint must never stop a sign-in; the install id still identifies.
    return 'nofp';
  }
}

/** This browser's id, fingerprinted afresh once per page: what every authentication call sends. */
export function getDeviceId(): Promise<string> {
  pending ??= fingerprint().then((visitorId) => {
    const id = `${visitorId}.${installId()}`;
    localStorage.setItem(storageKeys.deviceIdSent, id);
    return id;
  });
  return pending;
}

/**
 * The id this browser's session and trust were recorded under: the one it last sent, when it is
 * still this profile's (same install id), else a fresh one. Only for naming this browser among
 * its devices (Security's 'This device'): fingerprinting holds a phone's main thread for a good
 * part of a second, which a list does not need, whereas a sign-in always fingerprints afresh.
 */
export function sentDeviceId(): Promise<string> {
  const sent = localStorage.getItem(storageKeys.deviceIdSent);
  const install = localStorage.getItem(storageKeys.deviceInstall);
  if (sent && install && sent.endsWith(`.${install}`)) return Promise.resolve(sent);
  return getDeviceId();
}
