CREATE TABLE "cityfolio_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_starts_at" timestamp with time zone,
	"event_ends_at" timestamp with time zone,
	"event_place" text DEFAULT '' NOT NULL,
	"linked_event_id" integer,
	"event_url" text DEFAULT '' NOT NULL,
	"video_provider" text,
	"video_id" text,
	"video_title" text DEFAULT '' NOT NULL,
	"video_author" text DEFAULT '' NOT NULL,
	"video_thumbnail_url" text DEFAULT '' NOT NULL,
	"video_duration_sec" integer,
	"video_metadata_at" timestamp with time zone,
	"book_author" text DEFAULT '' NOT NULL,
	"book_publisher" text DEFAULT '' NOT NULL,
	"book_published_on" date,
	"book_isbn" text DEFAULT '' NOT NULL,
	"book_pages" integer,
	"book_rating" integer,
	"is_sample" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"registrants_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"amount_won" integer DEFAULT 0 NOT NULL,
	"order_id" text,
	"attendee_file_name" text,
	"attendee_file_type" text,
	"attendee_file_size" integer,
	"attendee_file_key" text,
	"waitlisted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"venue_name" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"online_url" text DEFAULT '' NOT NULL,
	"host" text DEFAULT 'SPI' NOT NULL,
	"capacity" integer NOT NULL,
	"waitlist_capacity" integer DEFAULT 0 NOT NULL,
	"price_policy" text DEFAULT 'FREE' NOT NULL,
	"price_won" integer DEFAULT 0 NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"attendee_file_label" text DEFAULT '' NOT NULL,
	"attendee_file_required" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" text,
	"user_id" text,
	"answers" jsonb NOT NULL,
	"result_code" text NOT NULL,
	"score" integer NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"company_description" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"role_family" text NOT NULL,
	"location" text NOT NULL,
	"location_detail" text DEFAULT '' NOT NULL,
	"experience_min" integer DEFAULT 0 NOT NULL,
	"experience_max" integer,
	"employment_type" text NOT NULL,
	"salary_min_manwon" integer,
	"salary_max_manwon" integer,
	"deadline" date,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"preferred" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"apply_method" text NOT NULL,
	"apply_url" text DEFAULT '' NOT NULL,
	"apply_email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cityfolio_items" ADD CONSTRAINT "cityfolio_items_linked_event_id_events_id_fk" FOREIGN KEY ("linked_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cityfolio_items" ADD CONSTRAINT "cityfolio_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_materials" ADD CONSTRAINT "event_materials_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_profiles" ADD CONSTRAINT "investment_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cityfolio_items_kind_status_idx" ON "cityfolio_items" USING btree ("kind","status","published_at");--> statement-breakpoint
CREATE INDEX "event_materials_event_idx" ON "event_materials" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_user" ON "event_registrations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","waitlisted_at");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "events_type_starts_idx" ON "events" USING btree ("type","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_profiles_guest_id" ON "investment_profiles" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "investment_profiles_user_idx" ON "investment_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_postings_status_published_idx" ON "job_postings" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "job_postings_deadline_idx" ON "job_postings" USING btree ("deadline");