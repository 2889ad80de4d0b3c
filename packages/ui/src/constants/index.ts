export * from './spec';
