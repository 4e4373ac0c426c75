CREATE TABLE "sophi_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sophi_feedback" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"rating" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sophi_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" text,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"grounding" text,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_ups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb,
	"engine" text,
	"model" text,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"first_token_ms" integer,
	"duration_ms" integer,
	"error_code" text,
	"stop_requested_at" timestamp with time zone,
	"question_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sophi_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"members_only" boolean NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"embedding" jsonb,
	"embedding_model" text
);
--> statement-breakpoint
ALTER TABLE "sophi_conversations" ADD CONSTRAINT "sophi_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sophi_feedback" ADD CONSTRAINT "sophi_feedback_message_id_sophi_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sophi_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sophi_feedback" ADD CONSTRAINT "sophi_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sophi_messages" ADD CONSTRAINT "sophi_messages_conversation_id_sophi_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."sophi_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sophi_messages" ADD CONSTRAINT "sophi_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sophi_passages" ADD CONSTRAINT "sophi_passages_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sophi_conversations_user_idx" ON "sophi_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "sophi_messages_conversation_idx" ON "sophi_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "sophi_messages_created_idx" ON "sophi_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sophi_passages_article_seq_idx" ON "sophi_passages" USING btree ("article_id","seq");--> statement-breakpoint
CREATE INDEX "sophi_passages_tokens_idx" ON "sophi_passages" USING gin ("tokens");