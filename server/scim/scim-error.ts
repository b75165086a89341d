import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const SCIM_CONTENT_TYPE = 'application/scim+json';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 3.12's scimType values this server answers with. */
export type ScimType = 'uniqueness' | 'invalidValue' | 'invalidFilter' | 'invalidSyntax' | 'noTarget' | 'mutability' | 'invalidPath';

/** A SCIM refusal: answered in SCIM's error schema, never logged as a failure. */
export class ScimError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly scimType?: ScimType,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const scimErrorBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [SCIM_ERROR_SCHEMA],
  // RFC 7644 3.12: the HTTP status as a string.
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

/** Every SCIM answer is SCIM's media type, whatever the request was sent as. */
export function scimJson(c: Context, body: unknown, status: ContentfulStatusCode = 200, headers: Record<string, string> = {}): Response {
  return c.body(JSON.stringify(body), status, { ...headers, 'Content-Type': SCIM_CONTENT_TYPE });
}

export const scimErrorResponse = (c: Context, error: ScimError): Response =>
  scimJson(c, scimErrorBody(error.status, error.detail, error.scimType), error.status, error.headers);
