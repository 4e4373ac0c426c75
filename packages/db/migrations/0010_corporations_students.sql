CREATE TABLE "corporate_memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"corporation_id" text NOT NULL,
	"plan_code" text NOT NULL,
	"seats" integer NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "corporation_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"corporation_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "business_number" text;--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "zonecode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "auto_join_domain" text;--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "auto_join_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "corporation_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "corporation_via" text;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD COLUMN "corporation_id" text;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_request_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposited_on" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "method" text DEFAULT 'EMAIL' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "document_mime" text;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "document_size" integer;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "rejected_reason" text;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_memberships" ADD CONSTRAINT "corporate_memberships_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_invitations" ADD CONSTRAINT "corporation_invitations_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_invitations" ADD CONSTRAINT "corporation_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_invitations" ADD CONSTRAINT "corporation_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_memberships_active_key" ON "corporate_memberships" USING btree ("corporation_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "corporate_memberships_due_idx" ON "corporate_memberships" USING btree ("status","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "corporation_invitations_token_key" ON "corporation_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "corporation_invitations_open_key" ON "corporation_invitations" USING btree ("corporation_id","email") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "corporation_invitations_email_idx" ON "corporation_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporations_business_number_key" ON "corporations" USING btree ("business_number");--> statement-breakpoint
CREATE UNIQUE INDEX "corporations_auto_join_domain_key" ON "corporations" USING btree ("auto_join_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_corporate_key" ON "orders" USING btree ("corporation_id") WHERE kind = 'CORPORATE' and status in ('PENDING', 'UNKNOWN');--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_pending_user_key" ON "student_verifications" USING btree ("user_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "student_verifications_status_idx" ON "student_verifications" USING btree ("status","created_at");