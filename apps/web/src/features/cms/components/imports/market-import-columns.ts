/**
 * The columns of the deal and fund import files, as the import screens list them (docs/data-import.md
 * has every rule; the importer in apps/api/src/commands/{deals,funds}/import-*-files.ts is the source of
 * truth, and apps/api/test/deal-fund-import.test.ts checks this list against it).
 */
export interface ImportTableColumns {
  key: string;
  label: string;
  required: readonly string[];
  optional: readonly string[];
}

export const DEAL_IMPORT_COLUMNS: readonly ImportTableColumns[] = [
  {
    key: 'deals',
    label: '딜정보',
    required: ['id', 'asset_name', 'address', 'district', 'region', 'asset_type', 'buyer', 'buyer_type', 'seller', 'seller_type', 'status', 'deal_date', 'source'],
    optional: [
      'subtype', 'gfa_sqm', 'land_sqm', 'completion_year', 'price_eok', 'cap_rate', 'price_quality', 'buyer_reit_ticker', 'seller_reit_ticker', 'buyer_fund_id',
      'seller_fund_id', 'amc', 'advisor', 'lender', 'ltv', 'structure', 'stake', 'description', 'tags', 'is_sample',
    ],
  },
];

export const FUND_IMPORT_COLUMNS: readonly ImportTableColumns[] = [
  {
    key: 'funds',
    label: '펀드',
    required: ['id', 'name', 'amc', 'strategy', 'asset_type', 'inception_date', 'source'],
    optional: [
      'kind', 'legal_form', 'redemption', 'status', 'maturity_date', 'extension', 'original_principal_eok', 'aum_eok', 'nav_eok', 'nav_as_of', 'leverage_cap',
      'target_irr', 'management_fee', 'performance_fee', 'sales_companies', 'trustee', 'description', 'is_sample',
    ],
  },
  { key: 'fund_assets', label: '기초자산', required: ['fund_id', 'seq', 'name', 'asset_type', 'region'], optional: ['acquired_on', 'stake', 'deal_id'] },
  { key: 'fund_investors', label: '투자자', required: ['fund_id', 'seq', 'name', 'type'], optional: ['commitment_eok'] },
];
