export * from './decode';
export * from './endpoints';
export * from './entities';
export * from './envelope';
export * from './htmlPolicy';
export * from './htmlPolicyCases';
export * from './messages';
export * from './session';
