import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyAuthenticationJSON, PasskeyRegistrationJSON } from '../../src/api/contract';

/*
 * A software authenticator: an ES256 key pair per passkey and the bytes a real authenticator and
 * browser send (WebAuthn Level 2, sections 6.1 and 6.5), so the server's checks run on real
 * registration and assertion responses. Every field a test needs to get wrong can be changed.
 */

// ---- a tiny CBOR encoder (RFC 8949): the few types attestation objects and COSE keys use ----

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value.entries()].flatMap(([key, entry]) => [cbor(key), cbor(entry)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

// ---- the authenticator ----

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const b64url = (data: Buffer): string => data.toString('base64url');

/** The P-256 public key as a COSE_Key: kty EC2, alg ES256, crv P-256, x, y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(new Map<number, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]));
}

/** What a browser and authenticator put into a response, each of which a test may change. */
export type Tweaks = Partial<{
  origin: string;
  rpId: string;
  type: string;
  challenge: string;
  /** The signature counter sent; by default the authenticator's next one. */
  counter: number;
  userPresent: boolean;
  userVerified: boolean;
  /** Another credential id than the authenticator's (an unknown passkey). */
  credentialId: string;
  /** The user handle sent back; by default the one the registration gave, when it gave one. */
  userHandle: string | null;
}>;

export type Options = { challenge: string; user?: { id: string } };

export class SoftwareAuthenticator {
  readonly credentialId = b64url(randomBytes(32));
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter; an authenticator that keeps none always sends 0. */
  counter = 0;
  private userHandle: string | null = null;

  constructor(private readonly settings: { origin: string; rpId: string; keepsCounter?: boolean }) {}

  private clientData(type: string, options: Options, tweaks: Tweaks): Buffer {
    return Buffer.from(JSON.stringify({
      type: tweaks.type ?? type,
      challenge: tweaks.challenge ?? options.challenge,
      origin: tweaks.origin ?? this.settings.origin,
      crossOrigin: false,
    }));
  }

  private authData(flags: number, counter: number, tweaks: Tweaks, attested: Buffer | null): Buffer {
    let bits = flags;
    if (tweaks.userPresent ?? true) bits |= FLAG_UP;
    if (tweaks.userVerified ?? true) bits |= FLAG_UV;
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    return Buffer.concat([sha256(tweaks.rpId ?? this.settings.rpId), Buffer.from([bits]), signCount, attested ?? Buffer.alloc(0)]);
  }

  /** navigator.credentials.create() answered: attestation 'none', the new credential in the authenticator data. */
  register(options: Options, tweaks: Tweaks = {}): PasskeyRegistrationJSON {
    this.userHandle = options.user?.id ?? null;
    const id = Buffer.from(tweaks.credentialId ?? this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(this.keys.publicKey)]);
    const authData = this.authData(FLAG_AT, tweaks.counter ?? this.counter, tweaks, attested);
    const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options, tweaks)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() answered: the authenticator data and client data, signed. */
  assert(options: Options, tweaks: Tweaks = {}): PasskeyAuthenticationJSON {
    if (this.settings.keepsCounter ?? true) this.counter += 1;
    const id = tweaks.credentialId ?? this.credentialId;
    const authData = this.authData(0, tweaks.counter ?? this.counter, tweaks, null);
    const clientData = this.clientData('webauthn.get', options, tweaks);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    const userHandle = tweaks.userHandle === undefined ? this.userHandle : tweaks.userHandle;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
