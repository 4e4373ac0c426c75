CREATE TABLE "data_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"imported_by" text,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" text PRIMARY KEY NOT NULL,
	"asset_name" text NOT NULL,
	"address" text NOT NULL,
	"district" text NOT NULL,
	"region" text NOT NULL,
	"asset_type" text NOT NULL,
	"subtype" text DEFAULT '' NOT NULL,
	"gfa_sqm" double precision,
	"land_sqm" double precision,
	"completion_year" integer,
	"price_won" bigint,
	"price_per_pyeong_won" bigint,
	"cap_rate" double precision,
	"price_quality" text DEFAULT 'CONFIRMED' NOT NULL,
	"buyer" text NOT NULL,
	"buyer_type" text NOT NULL,
	"seller" text NOT NULL,
	"seller_type" text NOT NULL,
	"buyer_reit_ticker" text,
	"seller_reit_ticker" text,
	"buyer_fund_id" text,
	"seller_fund_id" text,
	"amc" text DEFAULT '' NOT NULL,
	"advisor" text DEFAULT '' NOT NULL,
	"lender" text DEFAULT '' NOT NULL,
	"ltv" double precision,
	"structure" text DEFAULT 'ASSET' NOT NULL,
	"stake" double precision DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"deal_date" date NOT NULL,
	"source" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_assets" (
	"fund_id" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"asset_type" text NOT NULL,
	"region" text NOT NULL,
	"acquired_on" date,
	"stake" double precision DEFAULT 1 NOT NULL,
	"deal_id" text,
	CONSTRAINT "fund_assets_fund_id_seq_pk" PRIMARY KEY("fund_id","seq")
);
--> statement-breakpoint
CREATE TABLE "fund_investors" (
	"fund_id" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"commitment_won" bigint,
	CONSTRAINT "fund_investors_fund_id_seq_pk" PRIMARY KEY("fund_id","seq")
);
--> statement-breakpoint
CREATE TABLE "fund_report_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"user_id" text NOT NULL,
	"terms_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"fund_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"period_end" date NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amc" text NOT NULL,
	"kind" text NOT NULL,
	"legal_form" text NOT NULL,
	"redemption" text NOT NULL,
	"strategy" text NOT NULL,
	"asset_type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"inception_date" date NOT NULL,
	"maturity_date" date,
	"extension" text DEFAULT '' NOT NULL,
	"original_principal_won" bigint,
	"aum_won" bigint,
	"nav_won" bigint,
	"nav_as_of" date,
	"leverage_cap" double precision,
	"target_irr" double precision,
	"management_fee" double precision,
	"performance_fee" text DEFAULT '' NOT NULL,
	"sales_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trustee" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_audits" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_assets" ADD CONSTRAINT "fund_assets_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_investors" ADD CONSTRAINT "fund_investors_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_report_downloads" ADD CONSTRAINT "fund_report_downloads_report_id_fund_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."fund_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_report_downloads" ADD CONSTRAINT "fund_report_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_reports" ADD CONSTRAINT "fund_reports_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_reports" ADD CONSTRAINT "fund_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_audits" ADD CONSTRAINT "record_audits_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_date_idx" ON "deals" USING btree ("deal_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "deals_type_date_idx" ON "deals" USING btree ("asset_type","deal_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_region_date_idx" ON "deals" USING btree ("region","deal_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_status_date_idx" ON "deals" USING btree ("status","deal_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_price_idx" ON "deals" USING btree ("price_won");--> statement-breakpoint
CREATE INDEX "deals_buyer_fund_idx" ON "deals" USING btree ("buyer_fund_id");--> statement-breakpoint
CREATE INDEX "deals_seller_fund_idx" ON "deals" USING btree ("seller_fund_id");--> statement-breakpoint
CREATE INDEX "fund_assets_deal_idx" ON "fund_assets" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "fund_report_downloads_report_idx" ON "fund_report_downloads" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_report_downloads_user_idx" ON "fund_report_downloads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fund_reports_fund_idx" ON "fund_reports" USING btree ("fund_id","period_end" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funds_inception_idx" ON "funds" USING btree ("inception_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "funds_amc_idx" ON "funds" USING btree ("amc");--> statement-breakpoint
CREATE INDEX "record_audits_entity_idx" ON "record_audits" USING btree ("entity","entity_id","created_at" DESC NULLS LAST);