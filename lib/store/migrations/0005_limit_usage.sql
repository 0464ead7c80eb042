CREATE TABLE "portal"."limit_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org" text NOT NULL,
	"agent_id" text NOT NULL,
	"customer_ref" text NOT NULL,
	"limit_key" text NOT NULL,
	"day" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"request_key" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_usage_window" ON "portal"."limit_usage" USING btree ("org","agent_id","customer_ref","limit_key","day");--> statement-breakpoint
CREATE UNIQUE INDEX "limit_usage_key" ON "portal"."limit_usage" USING btree ("org","limit_key","request_key");