import { describe, expect, it } from 'vitest';
import { configRefusal } from '../support/config-refusal';
import { createBillingProvider } from '../../server/billing/create';
import { loadConfig, type Env } from '../../server/config';
import { systemClock } from '../../server/clock';
import type { Db } from '../../server/db/db';

const SECRET = 's'.repeat(32);
const CHARGEBEE: Env = {
  JWT_SECRET: SECRET,
  CHARGEBEE_SITE: 'acme-test',
  CHARGEBEE_API_KEY: 'test_key',
  CHARGEBEE_WEBHOOK_USERNAME: 'chargebee',
  CHARGEBEE_WEBHOOK_PASSWORD: 'p'.repeat(16),
};

const refusal = configRefusal;

describe('billing configuration', () => {
  it('is the sandbox unless Chargebee is configured', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).chargebee).toBeNull();
    expect(loadConfig({ ...CHARGEBEE, CHARGEBEE_BASE_URL: 'http://127.0.0.1:9/' }).chargebee).toEqual({
      site: 'acme-test', apiKey: 'test_key', baseUrl: 'http://127.0.0.1:9', webhookUsername: 'chargebee', webhookPassword: 'p'.repeat(16),
    });
    expect(loadConfig(CHARGEBEE).chargebee?.baseUrl).toBeNull();
  });

  it('chooses the provider from the config', () => {
    const db = {} as Db;
    expect(createBillingProvider({ config: loadConfig({ JWT_SECRET: SECRET }), db, clock: systemClock }).kind).toBe('sandbox');
    expect(createBillingProvider({ config: loadConfig(CHARGEBEE), db, clock: systemClock }).kind).toBe('chargebee');
  });

  it('refuses a half or bad Chargebee configuration naming the variable', () => {
    expect(refusal({ ...CHARGEBEE, CHARGEBEE_API_KEY: '' })).toBe('CHARGEBEE_API_KEY must be set when CHARGEBEE_SITE is.');
    expect(refusal({ ...CHARGEBEE, CHARGEBEE_SITE: ' ' })).toBe('CHARGEBEE_SITE must be set when CHARGEBEE_API_KEY is.');
    expect(refusal({ ...CHARGEBEE, CHARGEBEE_SITE: 'acme.chargebee.com' })).toMatch(/^CHARGEBEE_SITE must be the site name/);
    expect(refusal({ ...CHARGEBEE, CHARGEBEE_BASE_URL: 'ftp://x' })).toMatch(/^CHARGEBEE_BASE_URL must start with http/);
    expect(refusal({ ...CHARGEBEE, CHARGEBEE_WEBHOOK_USERNAME: undefined })).toMatch(/^CHARGEBEE_WEBHOOK_USERNAME must be set/);
    expect(refusal({ ...CHARGEBEE, CHARGEBEE_WEBHOOK_USERNAME: 'a:b' })).toMatch(/^CHARGEBEE_WEBHOOK_USERNAME must be set/);
    expect(refusal({ ...CHARGEBEE, CHARGEBEE_WEBHOOK_PASSWORD: 'short' })).toMatch(/^CHARGEBEE_WEBHOOK_PASSWORD must be at least 16/);
    expect(refusal({ JWT_SECRET: SECRET, CHARGEBEE_BASE_URL: 'http://127.0.0.1:9' }))
      .toBe('CHARGEBEE_BASE_URL is set but CHARGEBEE_SITE and CHARGEBEE_API_KEY are not.');
    expect(refusal({ JWT_SECRET: SECRET, CHARGEBEE_WEBHOOK_PASSWORD: 'x' })).toMatch(/^CHARGEBEE_WEBHOOK_PASSWORD is set but/);
  });
});
