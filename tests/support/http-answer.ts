import type { Response } from 'playwright-core';

/** An HTTP answer as the browser received it: everything a caller could tell two answers apart by. */
export type ObservedAnswer = { status: number; headers: Record<string, string>; body: unknown };

/**
 * Headers whose value changes from one answer to the next whatever was asked. Comparing them
 * would only add noise; leaving them out hides nothing about the request.
 */
const PER_ANSWER_HEADERS = new Set(['date', 'x-request-id', 'request-id', 'traceparent', 'server-timing']);

export async function observe(response: Response): Promise<ObservedAnswer> {
  return { status: response.status(), headers: await response.allHeaders(), body: await response.json() };
}

/** A value with every leaf replaced by its type; strings keep their length (tokens of one form match). */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  if (typeof value === 'string') return `string of ${value.length}`;
  return value === null ? 'null' : typeof value;
}

/**
 * What two answers must share to be indistinguishable: the status, every header (names and
 * values, so content-type and content-length too) but the per-answer ones, and the body's shape,
 * as text so that the order of its keys counts too.
 */
export function comparable(answer: ObservedAnswer): { status: number; headers: Record<string, string>; body: string } {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name.toLowerCase())));
  return { status: answer.status, headers, body: JSON.stringify(shapeOf(answer.body)) };
}
