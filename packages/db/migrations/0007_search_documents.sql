CREATE TABLE "search_documents" (
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_content_type_content_id_pk" PRIMARY KEY("content_type","content_id")
);
--> statement-breakpoint
DROP INDEX "reits_search_idx";--> statement-breakpoint
CREATE INDEX "search_documents_tokens_idx" ON "search_documents" USING gin ("tokens");--> statement-breakpoint
ALTER TABLE "reits" DROP COLUMN "search_tokens";