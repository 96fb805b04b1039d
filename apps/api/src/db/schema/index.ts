export * from './tenants';
export * from './users';
export * from './events';
export * from './coupon-rules';
export * from './sso';
export * from './staff-assignments';
export * from './kiosk-sessions';
export * from './rate-limits';
