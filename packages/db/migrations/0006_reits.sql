CREATE TABLE "glossary_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"keyword" text NOT NULL,
	"expansion" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_explainers" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"guidance" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reit_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"gfa_sqm" double precision,
	"appraised_value" bigint,
	"appraised_on" date,
	"acquisition_price" bigint,
	"acquired_on" date,
	"occupancy" double precision,
	"as_of" date NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reit_debts" (
	"id" text PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"lender" text NOT NULL,
	"amount" bigint NOT NULL,
	"rate" double precision NOT NULL,
	"rate_type" text NOT NULL,
	"matures_on" date NOT NULL,
	"as_of" date NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reit_dividends" (
	"ticker" text NOT NULL,
	"record_date" date NOT NULL,
	"ex_date" date NOT NULL,
	"payment_date" date,
	"dps" integer NOT NULL,
	"kind" text DEFAULT 'REGULAR' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reit_dividends_ticker_record_date_kind_pk" PRIMARY KEY("ticker","record_date","kind")
);
--> statement-breakpoint
CREATE TABLE "reit_financials" (
	"ticker" text NOT NULL,
	"period_end" date NOT NULL,
	"period_months" integer NOT NULL,
	"revenue" bigint,
	"noi" bigint,
	"net_income" bigint,
	"depreciation" bigint,
	"gain_on_sale" bigint,
	"impairment" bigint,
	"interest_expense" bigint,
	"cash_interest" bigint,
	"ebitda" bigint,
	"total_assets" bigint,
	"debt" bigint,
	"cash" bigint,
	"equity" bigint,
	"appraised_value" bigint,
	"amc_fees" bigint,
	"gna" bigint,
	"source" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reit_financials_ticker_period_end_pk" PRIMARY KEY("ticker","period_end")
);
--> statement-breakpoint
CREATE TABLE "reit_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"imported_by" text,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reit_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"asset_id" text NOT NULL,
	"tenant" text NOT NULL,
	"area_sqm" double precision NOT NULL,
	"annual_rent" bigint NOT NULL,
	"expires_on" date NOT NULL,
	"as_of" date NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reit_prices" (
	"ticker" text NOT NULL,
	"date" date NOT NULL,
	"open" integer NOT NULL,
	"high" integer NOT NULL,
	"low" integer NOT NULL,
	"close" integer NOT NULL,
	"volume" bigint NOT NULL,
	"adj_factor" double precision DEFAULT 1 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reit_prices_ticker_date_pk" PRIMARY KEY("ticker","date")
);
--> statement-breakpoint
CREATE TABLE "reit_share_counts" (
	"ticker" text NOT NULL,
	"as_of" date NOT NULL,
	"shares" bigint NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reit_share_counts_ticker_as_of_pk" PRIMARY KEY("ticker","as_of")
);
--> statement-breakpoint
CREATE TABLE "reit_view_days" (
	"ticker" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reit_view_days_ticker_viewer_key_day_pk" PRIMARY KEY("ticker","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "reits" (
	"ticker" text PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sector" text NOT NULL,
	"subtype" text DEFAULT '' NOT NULL,
	"amc" text NOT NULL,
	"sponsor" text DEFAULT '' NOT NULL,
	"security_type" text DEFAULT 'ENTRUSTED' NOT NULL,
	"listed_on" date NOT NULL,
	"dividend_frequency" integer NOT NULL,
	"dividend_months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fiscal_period_months" integer DEFAULT 6 NOT NULL,
	"management_fee_rate" double precision,
	"acquisition_fee_rate" double precision,
	"disposition_fee_rate" double precision,
	"performance_fee" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search_tokens" "tsvector",
	"is_sample" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_explainers" ADD CONSTRAINT "metric_explainers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_assets" ADD CONSTRAINT "reit_assets_ticker_reits_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."reits"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_debts" ADD CONSTRAINT "reit_debts_ticker_reits_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."reits"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_dividends" ADD CONSTRAINT "reit_dividends_ticker_reits_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."reits"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_financials" ADD CONSTRAINT "reit_financials_ticker_reits_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."reits"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_imports" ADD CONSTRAINT "reit_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_leases" ADD CONSTRAINT "reit_leases_asset_id_reit_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."reit_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_prices" ADD CONSTRAINT "reit_prices_ticker_reits_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."reits"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_share_counts" ADD CONSTRAINT "reit_share_counts_ticker_reits_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."reits"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reit_view_days" ADD CONSTRAINT "reit_view_days_ticker_reits_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."reits"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_slug_key" ON "glossary_terms" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_keyword_key" ON "glossary_terms" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "reit_assets_ticker_idx" ON "reit_assets" USING btree ("ticker");--> statement-breakpoint
CREATE INDEX "reit_debts_ticker_idx" ON "reit_debts" USING btree ("ticker");--> statement-breakpoint
CREATE INDEX "reit_dividends_record_idx" ON "reit_dividends" USING btree ("record_date");--> statement-breakpoint
CREATE INDEX "reit_leases_asset_idx" ON "reit_leases" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "reit_prices_date_idx" ON "reit_prices" USING btree ("date");--> statement-breakpoint
CREATE INDEX "reit_view_days_day_idx" ON "reit_view_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "reits_sector_idx" ON "reits" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "reits_search_idx" ON "reits" USING gin ("search_tokens");