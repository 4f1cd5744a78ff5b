export * from './errors';
export * from './health';
export * from './me';
export * from './stores';
export * from './stores-lookup';
export * from './auth';
export * from './employees';
export * from './consigner-accounts';
