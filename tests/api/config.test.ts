import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configRefusal } from '../support/config-refusal';
import { ConfigError, loadConfig, loadDatabaseConfig, loadSettings, withListeningPort } from '../../server/config';

const SECRET = 's'.repeat(32);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const refusal = configRefusal;

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('.data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      publicUrlFromEnv: false,
      jwtSecret: SECRET,
      smtpUrl: null,
      devMailboxPublic: false,
      mailFrom: 'Customer Portal <no-reply@localhost>',
      staticDir: resolve('dist'),
      companiesHouseApiKey: null,
      companiesHouseUrl: 'https://api.company-information.service.gov.uk',
      chargebee: null,
      trustProxy: 0,
      dnsServers: null,
      ssoAllowedHosts: [],
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '127.0.0.1', DATA_DIR: '/var/lib/portal', DATABASE_URL: 'postgres://u:p@db:5432/portal',
      PUBLIC_URL: 'https://portal.example.com/', JWT_SECRET: SECRET, SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Portal <hello@example.com>', STATIC_DIR: '/srv/portal',
      COMPANIES_HOUSE_API_KEY: ' ch-key ', COMPANIES_HOUSE_URL: 'http://127.0.0.1:8089/ch/', DEV_MAILBOX_PUBLIC: 'true',
    });
    expect(config).toMatchObject({
      port: 8080, host: '127.0.0.1', dataDir: '/var/lib/portal', databaseUrl: 'postgres://u:p@db:5432/portal',
      publicUrl: 'https://portal.example.com', publicUrlFromEnv: true, smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Portal <hello@example.com>', staticDir: '/srv/portal',
      companiesHouseApiKey: 'ch-key', companiesHouseUrl: 'http://127.0.0.1:8089/ch', devMailboxPublic: true,
    });
  });

  it('follows the real port with PORT=0 unless PUBLIC_URL is set', () => {
    expect(withListeningPort(loadConfig({ PORT: '0', JWT_SECRET: SECRET }), 43210).publicUrl).toBe('http://localhost:43210');
    expect(withListeningPort(loadConfig({ PORT: '0', PUBLIC_URL: 'https://x.example', JWT_SECRET: SECRET }), 43210).publicUrl)
      .toBe('https://x.example');
  });

  it('refuses bad values naming the variable', () => {
    expect(refusal({ PORT: 'eighty', JWT_SECRET: SECRET })).toMatch(/^PORT /);
    expect(refusal({ PORT: '70000', JWT_SECRET: SECRET })).toMatch(/^PORT /);
    expect(refusal({ JWT_SECRET: 'short' })).toMatch(/^JWT_SECRET must be at least 32 characters/);
    expect(refusal({ DATABASE_URL: 'mysql://x', JWT_SECRET: SECRET })).toMatch(/^DATABASE_URL /);
    expect(refusal({ PUBLIC_URL: 'not a url', JWT_SECRET: SECRET })).toMatch(/^PUBLIC_URL /);
    expect(refusal({ SMTP_URL: 'http://mail', JWT_SECRET: SECRET })).toMatch(/^SMTP_URL /);
    expect(refusal({ COMPANIES_HOUSE_URL: 'not a url', JWT_SECRET: SECRET })).toBe('COMPANIES_HOUSE_URL is not a valid URL.');
    expect(refusal({ COMPANIES_HOUSE_URL: 'ftp://ch.example', JWT_SECRET: SECRET })).toMatch(/^COMPANIES_HOUSE_URL must start with http/);
    expect(refusal({ DEV_MAILBOX_PUBLIC: 'yes', JWT_SECRET: SECRET })).toBe('DEV_MAILBOX_PUBLIC must be true or false, got "yes".');
  });

  it('reads DNS_SERVERS as IP addresses with optional ports, and refuses a name', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, DNS_SERVERS: ' 192.0.2.53 , 127.0.0.1:5353,2001:db8::53,[2001:db8::1]:53 ' }).dnsServers)
      .toEqual(['192.0.2.53', '127.0.0.1:5353', '2001:db8::53', '[2001:db8::1]:53']);
    for (const bad of ['dns.example.com', '127.0.0.1:70000', '2001:db8::1:53:x', '[192.0.2.1]:53', '127.0.0.1:']) {
      expect(refusal({ JWT_SECRET: SECRET, DNS_SERVERS: `192.0.2.53,${bad}` })).toBe(
        `DNS_SERVERS must be comma-separated IP addresses, each with an optional port (192.0.2.53:5353, [2001:db8::53]:5353), got "${bad}".`,
      );
    }
  });

  it('reads DEV_MAILBOX_PUBLIC as true or false, in any case', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, DEV_MAILBOX_PUBLIC: 'TRUE' }).devMailboxPublic).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, DEV_MAILBOX_PUBLIC: 'false' }).devMailboxPublic).toBe(false);
  });

  it('leaves a missing JWT_SECRET to the server (generated once the database is open), creating no file', () => {
    const dataDir = join(tempDir(), 'settings');
    expect(loadSettings({ DATA_DIR: dataDir }).jwtSecret).toBeNull();
    expect(loadSettings({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
  });

  it('reads only DATA_DIR and DATABASE_URL for operator tools, creating no secret', () => {
    const dataDir = join(tempDir(), 'cli');
    expect(loadDatabaseConfig({ DATA_DIR: dataDir, DATABASE_URL: ' ' })).toEqual({ dataDir, databaseUrl: null });
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', JWT_SECRET: SECRET, SMTP_URL: ' ' })).toMatchObject({ port: 3000, smtpUrl: null });
  });
});
