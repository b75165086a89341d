import { object, optional, record, string, type Infer } from 'superstruct';

/** Every failed response has this body: a message for a toast, and per-field messages for forms. */
export const ErrorBody = object({
  message: string(),
  errors: optional(record(string(), string())),
});
export type ErrorBody = Infer<typeof ErrorBody>;
