/** The market-evidence tables (migration 2026-11-25T1400-market-evidence), joined into `Database`. */
export interface MarketTransactionsTable {
  transaction_id: string;
  instance_date: string;
  trans_group: string;
  reg_type: string;
  property_type: string;
  property_usage: string;
  bedrooms: number | null;
  area_name: string;
  project_name: string;
  size_sqft: number | null;
  worth_aed: number | null;
  /** 1: one unit of a portfolio deal (the row carries the whole deal's value): left out of per-sq-ft figures. */
  portfolio: number;
  demo: number;
}

export interface MarketRentsTable {
  contract_id: string;
  line_number: number;
  start_date: string;
  annual_aed: number | null;
  no_of_prop: number | null;
  /** ejari_property_type_en (Flat, Villa, Shop...). */
  property_type: string;
  bedrooms: number | null;
  property_usage: string;
  area_name: string;
  project_name: string;
  demo: number;
}

export interface MarketAreaMapTable {
  dld_name: string;
  area_id: number | null;
  deals: number;
  updated_at: string;
}

export interface MarketProjectMapTable {
  dld_name: string;
  dld_area: string;
  project_id: number | null;
  deals: number;
  updated_at: string;
}

export interface MarketFiguresTable {
  scope: 'area' | 'project';
  record_id: number;
  as_of: string;
  demo: number;
  figures: string;
  computed_at: string;
}

export interface MarketImportsTable {
  id: import('kysely').Generated<number>;
  source: string;
  status: string;
  started_by: string | null;
  started_at: string;
  finished_at: string | null;
  report: string | null;
}

export interface MarketLockTable {
  name: string;
  holder: string;
  heartbeat_at: string;
}

export interface MarketTables {
  market_transactions: MarketTransactionsTable;
  market_rents: MarketRentsTable;
  market_area_map: MarketAreaMapTable;
  market_project_map: MarketProjectMapTable;
  market_figures: MarketFiguresTable;
  market_imports: MarketImportsTable;
  market_lock: MarketLockTable;
}
