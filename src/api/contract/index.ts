export * from './primitives';
export * from './user';
export * from './errors';
export * from './auth';
export * from './account';
export * from './users';
export * from './members';
export * from './billing';
