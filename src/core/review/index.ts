export * from './types';
export * from './entity-id';
export * from './review-reducer';
export * from './allow-list';
export * from './search';
export * from './export-review';
export * from './add-entities';
