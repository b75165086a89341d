/** Every user-visible string, once; each area keeps its own module. */
export * from './auth';
export * from './shell';
export * from './profile';
export * from './account';
export * from './form';
export * from './invitation';
export * from './members';
export * from './table';
export * from './subscribe';
export * from './apps';
export * from './launcher';
export * from './account-proofs';
