export { buildOidcDevServer, type OidcDevInfo, type OidcDevServer, type OidcDevServerOptions } from './app';
export { AccountStore, SEED_ACCOUNTS, type Account } from './accounts';
export { DEFAULT_BASE_URL, DEFAULT_CLIENTS, DEFAULT_HOST, DEFAULT_PORT, loadConfig, parseClients, type ClientConfig, type OidcDevConfig } from './config';
export { discoveryDocument, issuerFor, providerEndpoints, PROVIDER_IDS, PROVIDERS, type ProviderEndpoints, type ProviderId } from './providers';
