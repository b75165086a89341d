import { useMemo, type ReactNode } from 'react';
import { Router, useRouter, type Parser } from 'wouter';

/**
 * The routes below it matched with each path pattern compiled once. wouter compiles a route's
 * pattern into a RegExp at every match: the route table's Switch, some thirty routes, compiled up
 * to thirty at each of its renders, several per screen load (~5% of the account form's first
 * render on a phone-speed CPU). A pattern compiles to the same RegExp every time, and a RegExp
 * without the global flag keeps no state between matches: one per pattern serves them all.
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
    if (!pattern) compiled.set(key, (pattern = parser(route, loose)));
    return pattern;
  };
}
