CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id") WHERE "articles"."status" = 'PUBLISHED' and "articles"."is_public";--> statement-breakpoint
-- Search: track ten times more frequent tokens, so the planner knows which words are common (it then
-- ANDs a common word's bitmap with the date index instead of reading every match). Not modelled by
-- drizzle-kit; kept by hand.
ALTER TABLE "articles" ALTER COLUMN "search_tokens" SET STATISTICS 1000;
