CREATE TABLE "article_view_days" (
	"article_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_view_days_article_id_viewer_key_day_pk" PRIMARY KEY("article_id","viewer_key","day")
);
--> statement-breakpoint
ALTER TABLE "article_view_days" ADD CONSTRAINT "article_view_days_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_view_days_day_idx" ON "article_view_days" USING btree ("day");