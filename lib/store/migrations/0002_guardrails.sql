CREATE TABLE "portal"."approval_limits" (
	"org" text PRIMARY KEY NOT NULL,
	"refund_max" numeric(30, 8) NOT NULL,
	"rectification_max" numeric(30, 8) NOT NULL,
	"credit_movement_max" numeric(30, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text NOT NULL,
	"updated_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."approval_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"org" text NOT NULL,
	"action" text NOT NULL,
	"customer_ref" text NOT NULL,
	"input" jsonb NOT NULL,
	"request_key" text,
	"amount" numeric(30, 8) NOT NULL,
	"limit_amount" numeric(30, 8) NOT NULL,
	"requester_id" text NOT NULL,
	"requester_name" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decider_id" text,
	"decider_name" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"outcome" jsonb
);
--> statement-breakpoint
CREATE TABLE "portal"."audit_chain_heads" (
	"org" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"last_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."audit_entries" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."audit_entries" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "approval_org_state_created" ON "portal"."approval_requests" USING btree ("org","state","created_at");--> statement-breakpoint
CREATE INDEX "approval_org_requester" ON "portal"."approval_requests" USING btree ("org","requester_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_org_customer" ON "portal"."approval_requests" USING btree ("org","customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_open_key" ON "portal"."approval_requests" USING btree ("org","action","request_key") WHERE "portal"."approval_requests"."state" in ('pending', 'sending');