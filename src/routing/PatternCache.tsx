import { useMemo, type ReactNode } from 'react';
import { Router, useRouter, type Parser } from 'wouter';

/**
 * The routes below it matched with each path pattern compiled once. wouter compiles a route's
 * pattern into a RegExp at every match: the route table's Switch, some thirty routes, compiled up
 * to thirty at each of its renders, several per screen load. A pattern compiles to the same
 * RegExp every time, and a RegExp without the global flag keeps no state between matches: one per
 * pattern serves them all. docs/performance.md has the figures.
 */
export function PatternCache({ children }: { children: ReactNode }) {
  const { parser } = useRouter();
  const cached = useMemo(() => cachedParser(parser), [parser]);
  return <Router parser={cached}>{children}</Router>;
}

export function cachedParser(parser: Parser): Parser {
  const compiled = new Map<string, ReturnType<Parser>>();
  return (route, loose) => {
    const key = `${loose ? 'loose' : 'exact'} ${route}`;
    let pattern = compiled.get(key);
    if (!pattern) compiled.set(key, (pattern = withLiteralCheck(route, parser(route, loose))));
    return pattern;
  };
}

/** A route of plain segments: in its RegExp each of its characters stands for itself. */
const LITERAL_ROUTE = /^(\/[a-z0-9_-]+)+$/i;

/**
 * The Switch tries each route in turn, so a screen far down the table ran every RegExp above it,
 * and a RegExp's first run compiles it. A literal route's RegExp matches only a path that holds the route's text (the RegExps ignore
 * case), so a path that does not is refused without running it; any other is the RegExp's to judge.
 */
function withLiteralCheck(route: string, compiled: ReturnType<Parser>): ReturnType<Parser> {
  if (!LITERAL_ROUTE.test(route)) return compiled;
  const text = route.toLowerCase();
  const { pattern } = compiled;
  return { ...compiled, pattern: { exec: (path) => (path.toLowerCase().includes(text) ? pattern.exec(path) : null) } };
}
