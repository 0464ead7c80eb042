CREATE TABLE "portal"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"org" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_user" ON "portal"."sessions" USING btree ("org","user_id");