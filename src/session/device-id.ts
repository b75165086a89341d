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

export function getDeviceId(): Promise<string> {
  pending ??= fingerprint().then((visitorId) => `${visitorId}.${installId()}`);
  return pending;
}
