export * from './design-tokens';
export * from './errors';
export * from './navigation';
export * from './random-id';
export * from './site';
export * from './snackbar';
export * from './contracts/common';
