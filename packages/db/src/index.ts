export * from './client';
export * from './seed';
export * as schema from './schema';
export * from './legacy-users';
export { DEMO_CORPORATION_ID, DEMO_USERS } from './demo/accounts';
export { DEMO_SMALL_EVENT_TITLE } from './demo/community/events';
export { indexReitSearchDocuments } from './reit-search';
export { dealSearchText, fundSearchText, indexDealSearchDocuments, indexFundSearchDocuments } from './market-search';
export { indexCityfolioSearchDocuments, indexEventSearchDocuments, indexJobSearchDocuments, jobSearchSubtitle } from './community-search';
