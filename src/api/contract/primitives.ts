import { define, integer, refine, size, string, union, literal, enums, type Struct } from 'superstruct';

// Shared by the portal's forms and the server's request checks, so both sides agree on "valid".
export const EMAIL_PATTERN = /^[^\s@,;:]+@[^\s@,;:]+\.[^\s@,;:]{2,}$/;

export const Email = refine(size(string(), 3, 254), 'Email', (value) =>
  EMAIL_PATTERN.test(value) || 'Invalid email format',
);

/** A required text with an upper bound, so no field can be used to store megabytes. */
export const Text = (max: number, min = 0): Struct<string, null> => size(string(), min, max);

/** Ids are PostgreSQL integers: a larger number could never name a row, and would make the query fail. */
export const MAX_ID = 2_147_483_647;
export const Id = refine(integer(), 'Id', (value) => (value > 0 && value <= MAX_ID) || 'must be a positive integer');

export const YesNo = union([literal(0), literal(1)]);
export const YES = 1 as const;
export const NO = 0 as const;

export const TenancyName = enums(['ADMINISTRATOR', 'STANDARD']);

export const DeviceId = size(string(), 8, 200);

/** A six-digit one-time code travels as an integer; codes never start with 0 so none is lost. */
export const OtpCode = refine(integer(), 'OtpCode', (value) =>
  (value >= 100000 && value <= 999999) || 'OTP must be a 6-digit number',
);

/** Opaque tokens from the server: long enough to be real, short enough to be harmless. */
export const OpaqueToken = size(string(), 16, 4096);

export const NonEmptyTrimmed = (max: number) =>
  define<string>('NonEmptyTrimmed', (value) =>
    typeof value === 'string' && value.trim().length > 0 && value.length <= max,
  );
