DROP INDEX "deals_price_idx";--> statement-breakpoint
CREATE INDEX "deals_type_region_date_idx" ON "deals" USING btree ("asset_type","region","deal_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_price_sort_idx" ON "deals" USING btree ("price_won" DESC NULLS LAST,"id" DESC NULLS FIRST);