export * from './primitives';
export * from './user';
export * from './errors';
export * from './auth';
