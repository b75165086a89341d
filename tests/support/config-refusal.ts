import { expect } from 'vitest';
import { ConfigError, loadConfig, type Env } from '../../server/config';

/** The message start-up stops with for `env`; fails the test if the configuration is accepted. */
export function configRefusal(env: Env): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}
