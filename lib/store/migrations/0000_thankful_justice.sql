CREATE SCHEMA "portal";
--> statement-breakpoint
CREATE TABLE "portal"."audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"org" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"customer_ref" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text NOT NULL,
	"upstream_status" integer,
	"error_code" text,
	"trace_id" text,
	"request_key" text
);
--> statement-breakpoint
CREATE TABLE "portal"."recent_items" (
	"user_id" text NOT NULL,
	"org" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_items_user_id_kind_key_pk" PRIMARY KEY("user_id","kind","key")
);
--> statement-breakpoint
CREATE INDEX "audit_org_at" ON "portal"."audit_entries" USING btree ("org","at");--> statement-breakpoint
CREATE INDEX "audit_customer" ON "portal"."audit_entries" USING btree ("org","customer_ref");--> statement-breakpoint
CREATE INDEX "recent_user_kind" ON "portal"."recent_items" USING btree ("user_id","kind","opened_at");