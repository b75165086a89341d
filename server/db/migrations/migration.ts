export type Migration = { readonly id: string; readonly sql: string };
