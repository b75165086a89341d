import { resolve } from 'node:path';
import { readDnsServers } from './sso/dns-servers';
import { readAllowedHosts, type AllowedHost } from './sso/provider-hosts';

/** A bad environment value: start-up stops with this message (it names the variable). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Config = {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database and its generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string, or null for the embedded PGlite database in `${dataDir}/db`. */
  databaseUrl: string | null;
  /** Origin used in mail links, without a trailing slash. */
  publicUrl: string;
  /** False when publicUrl was derived from PORT, so it can follow the real port when PORT=0. */
  publicUrlFromEnv: boolean;
  jwtSecret: string;
  /** nodemailer transport URL, or null for the outbox (dev mailbox). */
  smtpUrl: string | null;
  /** DEV_MAILBOX_PUBLIC=true: the dev mailbox answers every client, not only loopback ones. */
  devMailboxPublic: boolean;
  mailFrom: string;
  /** Absolute path of the built portal. */
  staticDir: string;
  /** Companies House REST API key; null searches the bundled demo directory instead. */
  companiesHouseApiKey: string | null;
  /** Companies House API origin without a trailing slash (tests point it at a local double). */
  companiesHouseUrl: string;
  /** Chargebee when CHARGEBEE_SITE and CHARGEBEE_API_KEY are set; null bills with the built-in sandbox. */
  chargebee: ChargebeeConfig | null;
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY); 0 reads the client's
   * address from the socket and ignores X-Forwarded-For (server/http/client-address.ts).
   */
  trustProxy: number;
  /** The DNS servers domain verification asks (DNS_SERVERS, `host:port`), or null for the system's. */
  dnsServers: string[] | null;
  /**
   * Identity-provider hosts the server may call on any address and over plain http
   * (SSO_ALLOWED_HOSTS, `host[:port]`); every other provider host must be https: on public addresses.
   */
  ssoAllowedHosts: AllowedHost[];
};

export type ChargebeeConfig = {
  /** The site name: "acme" for acme.chargebee.com. */
  site: string;
  apiKey: string;
  /** An origin every API call goes to instead of the site's (tests point it at a local double). */
  baseUrl: string | null;
  /** The basic-auth credentials Chargebee's webhooks are configured to send. */
  webhookUsername: string;
  webhookPassword: string;
};

export type Env = Record<string, string | undefined>;

/**
 * The environment as read. jwtSecret is null when JWT_SECRET is unset: the generated secret lives
 * in the database (PostgreSQL) or in DATA_DIR (embedded), so it is resolved once the database is
 * open (auth/jwt-secret.ts).
 */
export type Settings = Omit<Config, 'jwtSecret'> & { jwtSecret: string | null };

export const MIN_JWT_SECRET_LENGTH = 32;
export const COMPANIES_HOUSE_DEFAULT_URL = 'https://api.company-information.service.gov.uk';
/** The webhook password is the only thing that tells Chargebee's calls from anyone's. */
export const MIN_WEBHOOK_PASSWORD_LENGTH = 16;

/** Empty strings count as unset. */
const reader = (env: Env) => (name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/**
 * Only where the database is: operator tools (server/cli) open it without touching the JWT secret
 * or anything else the server needs.
 */
export function loadDatabaseConfig(env: Env = process.env): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const read = reader(env);
  return {
    dataDir: resolve(read('DATA_DIR') ?? '.data'),
    databaseUrl: parseUrl('DATABASE_URL', read('DATABASE_URL'), ['postgres:', 'postgresql:']),
  };
}

/** loadSettings with JWT_SECRET required: for tests and tools that set it (the server resolves a generated one). */
export function loadConfig(env: Env = process.env): Config {
  const settings = loadSettings(env);
  if (settings.jwtSecret === null) throw new ConfigError('JWT_SECRET must be set here (the server generates one when it starts).');
  return { ...settings, jwtSecret: settings.jwtSecret };
}

/** Reads the environment; throws ConfigError on the first bad value. Empty strings count as unset. */
export function loadSettings(env: Env = process.env): Settings {
  const read = reader(env);

  const port = parsePort(read('PORT'));
  const host = read('HOST') ?? '0.0.0.0';
  const { dataDir, databaseUrl } = loadDatabaseConfig(env);
  const explicitPublicUrl = parseUrl('PUBLIC_URL', read('PUBLIC_URL'), ['http:', 'https:']);
  const smtpUrl = parseUrl('SMTP_URL', read('SMTP_URL'), ['smtp:', 'smtps:']);
  const companiesHouseUrl = parseUrl('COMPANIES_HOUSE_URL', read('COMPANIES_HOUSE_URL'), ['http:', 'https:']);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl: explicitPublicUrl ? explicitPublicUrl.replace(/\/+$/, '') : defaultPublicUrl(port),
    publicUrlFromEnv: explicitPublicUrl !== null,
    jwtSecret: read('JWT_SECRET') !== undefined ? checkSecret(read('JWT_SECRET') ?? '', 'JWT_SECRET') : null,
    smtpUrl,
    devMailboxPublic: parseBoolean('DEV_MAILBOX_PUBLIC', read('DEV_MAILBOX_PUBLIC')),
    mailFrom: read('MAIL_FROM') ?? 'Customer Portal <no-reply@localhost>',
    staticDir: resolve(read('STATIC_DIR') ?? 'dist'),
    companiesHouseApiKey: read('COMPANIES_HOUSE_API_KEY') ?? null,
    companiesHouseUrl: (companiesHouseUrl ?? COMPANIES_HOUSE_DEFAULT_URL).replace(/\/+$/, ''),
    chargebee: parseChargebee(read),
    trustProxy: parseTrustProxy(read('TRUST_PROXY')),
    dnsServers: parseDnsServers(read('DNS_SERVERS')),
    ssoAllowedHosts: parseAllowedHosts(read('SSO_ALLOWED_HOSTS')),
  };
}

function parseDnsServers(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const reading = readDnsServers(value);
  if (reading.bad !== null) {
    throw new ConfigError(
      `DNS_SERVERS must be comma-separated IP addresses, each with an optional port (192.0.2.53:5353, [2001:db8::53]:5353), got "${reading.bad}".`,
    );
  }
  return reading.servers.length > 0 ? reading.servers : null;
}

function parseAllowedHosts(value: string | undefined): AllowedHost[] {
  if (value === undefined) return [];
  const reading = readAllowedHosts(value);
  if (reading.bad !== null) {
    throw new ConfigError(
      `SSO_ALLOWED_HOSTS must be comma-separated host names or IP addresses, each with an optional port (idp.corp.example, idp.corp.example:8443, 10.0.0.5, [fd00::5]:8443), got "${reading.bad}".`,
    );
  }
  return reading.hosts;
}

export const MAX_TRUST_PROXY = 10;

/** A count of proxy hops, not a yes/no: "true" would not say which X-Forwarded-For entry to believe. */
function parseTrustProxy(value: string | undefined): number {
  if (value === undefined) return 0;
  const hops = Number(value);
  if (!/^\d+$/.test(value) || hops > MAX_TRUST_PROXY) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of reverse proxies in front of the server (0 to ${MAX_TRUST_PROXY}, 0 for none), got "${value}".`,
    );
  }
  return hops;
}

/**
 * All or nothing: a half-configured Chargebee would fall back to the sandbox without saying so,
 * and a site without webhook credentials could never hear about renewals or cancellations.
 */
function parseChargebee(read: (name: string) => string | undefined): ChargebeeConfig | null {
  const site = read('CHARGEBEE_SITE');
  const apiKey = read('CHARGEBEE_API_KEY');
  const baseUrl = parseUrl('CHARGEBEE_BASE_URL', read('CHARGEBEE_BASE_URL'), ['http:', 'https:']);
  const webhookUsername = read('CHARGEBEE_WEBHOOK_USERNAME');
  const webhookPassword = read('CHARGEBEE_WEBHOOK_PASSWORD');
  if (site === undefined && apiKey === undefined) {
    const stray = [['CHARGEBEE_BASE_URL', baseUrl], ['CHARGEBEE_WEBHOOK_USERNAME', webhookUsername], ['CHARGEBEE_WEBHOOK_PASSWORD', webhookPassword]]
      .find(([, value]) => value !== undefined && value !== null);
    if (stray) throw new ConfigError(`${stray[0]} is set but CHARGEBEE_SITE and CHARGEBEE_API_KEY are not.`);
    return null;
  }
  if (site === undefined) throw new ConfigError('CHARGEBEE_SITE must be set when CHARGEBEE_API_KEY is.');
  if (apiKey === undefined) throw new ConfigError('CHARGEBEE_API_KEY must be set when CHARGEBEE_SITE is.');
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/i.test(site)) {
    throw new ConfigError(`CHARGEBEE_SITE must be the site name (letters, digits and dashes, "acme" for acme.chargebee.com), got "${site}".`);
  }
  if (webhookUsername === undefined || webhookUsername.includes(':')) {
    throw new ConfigError('CHARGEBEE_WEBHOOK_USERNAME must be set (without ":") when Chargebee is configured: webhooks are checked with basic auth.');
  }
  if (webhookPassword === undefined || webhookPassword.length < MIN_WEBHOOK_PASSWORD_LENGTH) {
    throw new ConfigError(`CHARGEBEE_WEBHOOK_PASSWORD must be at least ${MIN_WEBHOOK_PASSWORD_LENGTH} characters when Chargebee is configured.`);
  }
  return { site, apiKey, baseUrl: baseUrl?.replace(/\/+$/, '') ?? null, webhookUsername, webhookPassword };
}

/** The config once the real port is known (PORT=0 picks a free one). */
export function withListeningPort(config: Config, port: number): Config {
  return { ...config, port, publicUrl: config.publicUrlFromEnv ? config.publicUrl : defaultPublicUrl(port) };
}

function defaultPublicUrl(port: number): string {
  return `http://localhost:${port}`;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (0 picks a free port), got "${value}".`);
  }
  return port;
}

function parseUrl(name: string, value: string | undefined, protocols: string[]): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return value;
}

/** Only the words: a typo such as "ture" must not quietly mean false (or true). */
function parseBoolean(name: string, value: string | undefined): boolean {
  if (value === undefined) return false;
  const word = value.toLowerCase();
  if (word === 'true' || word === 'false') return word === 'true';
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

export function checkSecret(secret: string, source: string): string {
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(`${source} must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`);
  }
  return secret;
}
