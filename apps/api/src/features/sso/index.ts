/** What other features may use of sso; its other files are its own (eslint.config.js). */
export { clientSecretOf, operatorSecretVariable, sealClientSecret } from './identity-provider-secret';
export { refusedProviderUrl } from './identity-provider-urls';
export { listConfiguredConnections, providerSettingsDeps } from './configured-identity-providers';
