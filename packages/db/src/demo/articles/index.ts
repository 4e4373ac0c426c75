export * from './writers';
export * from './taxonomy';
export * from './articles';
