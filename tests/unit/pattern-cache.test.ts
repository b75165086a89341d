import { parse } from 'regexparam';
import { describe, expect, it, vi } from 'vitest';
import type { Parser } from 'wouter';
import { cachedParser } from '../../src/routing/PatternCache';
import { paths } from '../../src/routing/paths';

const ROUTES = [...new Set(Object.values(paths)), '/:provider/success', '*'];
const PATHS = [
  ...ROUTES.flatMap((route) => [route, `${route}/`, route.toUpperCase(), `${route}/more`, `/x${route}`, `${route}x`]),
  '/', '', '/chargebee/success', '/Dashboard/Manage-User/', '/dashboard//manage-user', '/auth/login?x=1',
];

describe('the route table matched with each pattern compiled once (PatternCache)', () => {
  it('matches every path as wouter\'s own parser does, exact and loose', () => {
    const cached = cachedParser((route, loose) => parse(String(route), loose));
    for (const loose of [false, true]) {
      for (const route of ROUTES) {
        for (const path of PATHS) {
          const expected = parse(route, loose).pattern.exec(path);
          expect([route, loose, path, cached(route, loose).pattern.exec(path)]).toEqual([route, loose, path, expected]);
        }
      }
    }
  });

  it('refuses a path without running the RegExp of a plain route it does not name', () => {
    const cached = cachedParser((route, loose) => parse(String(route), loose));
    const login = cached('/auth/login', false).pattern;
    const runs = vi.spyOn(RegExp.prototype, 'exec');
    const ranOn = (path: string) => runs.mock.calls.some(([input]) => input === path);
    expect(login.exec('/dashboard/manage-user')).toBeNull();
    expect(ranOn('/dashboard/manage-user')).toBe(false);
    expect(login.exec('/auth/login/')?.[0]).toBe('/auth/login/');
    expect(ranOn('/auth/login/')).toBe(true);
  });

  it('gives each route and mode one pattern, made once', () => {
    const parser = vi.fn<Parser>((route, loose) => parse(String(route), loose));
    const cached = cachedParser(parser);
    expect(cached('/dashboard', false)).toBe(cached('/dashboard', false));
    expect(cached('/dashboard', true)).not.toBe(cached('/dashboard', false));
    expect(parser).toHaveBeenCalledTimes(2);
  });
});
