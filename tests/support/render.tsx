import { StrictMode, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '../../src/app/providers';

// jsdom has no PointerEvent; Chakra's checkbox (zag-js) constructs one when a control loses focus.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

export type RenderOptions = {
  /** The path (with its query string) the component is mounted at. */
  route?: string;
  /** Mount inside <StrictMode>, as the app does in development (effects run twice). */
  strict?: boolean;
};

export type RenderWithProvidersResult = RenderResult & {
  /** Every path navigated to, the initial route first. */
  history: string[];
  /** The current path and query string. */
  currentPath: () => string;
};

/**
 * Mounts a component the way the app does: every provider (Chakra, TanStack Query, the session and
 * the toasts) inside a wouter router whose location lives in memory, so tests choose the path and
 * see where the component navigates.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', strict = false }: RenderOptions = {}): RenderWithProvidersResult {
  const location = memoryLocation({ path: route, record: true });
  const tree = (
    <Providers>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </Providers>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return {
    ...result,
    history: location.history,
    currentPath: () => location.history[location.history.length - 1] ?? route,
  };
}

export type ApiCall = { path: string; method: string; body: unknown; authorization: string | null };

/**
 * Replaces the network with `answer`, which sees each call (path relative to the API base, method,
 * parsed JSON body, bearer) and returns [status, body], or [status, body, headers] for an answer
 * that carries some (a 429's Retry-After). Returns the list of calls made.
 */
export function stubApi(answer: (call: ApiCall) => [number, unknown] | [number, unknown, Record<string, string>]): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      path: url.replace(/^.*\/api\/v1\//, ''),
      method: (init.method ?? 'GET').toUpperCase(),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const [status, body, answerHeaders = {}] = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...answerHeaders } });
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return calls;
}
