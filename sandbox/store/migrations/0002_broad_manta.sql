CREATE TABLE "sandbox"."administration_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"actor_sub" text NOT NULL,
	"file_name" text,
	"received_at" timestamp with time zone NOT NULL,
	"received" integer NOT NULL,
	"succeeded" integer NOT NULL,
	"failed" integer NOT NULL,
	"results" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."appointment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"appointment_id" text NOT NULL,
	"appointment_status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"appointment_id" text NOT NULL,
	"sender" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."subscription_bonuses" (
	"subscription_id" text NOT NULL,
	"bonus_catalog_id" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"operation_id" text NOT NULL,
	CONSTRAINT "subscription_bonuses_subscription_id_bonus_catalog_id_pk" PRIMARY KEY("subscription_id","bonus_catalog_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."ticket_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox"."ticket_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"transition_id" integer NOT NULL,
	"transition_name" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_sub" text NOT NULL,
	"actor_name" text,
	"at" timestamp with time zone NOT NULL,
	"fields" jsonb NOT NULL,
	"ignored_fields" jsonb NOT NULL,
	"layout" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."tickets" (
	"org_id" text NOT NULL,
	"id" text NOT NULL,
	"provider" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tickets_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "sandbox"."subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."subscriptions" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox"."subscriptions" ADD COLUMN "credit_limit" numeric(30, 8);--> statement-breakpoint
ALTER TABLE "sandbox"."administration_operations" ADD CONSTRAINT "administration_operations_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."sms_outbox" ADD CONSTRAINT "sms_outbox_event_id_appointment_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "sandbox"."appointment_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."subscription_bonuses" ADD CONSTRAINT "subscription_bonuses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "sandbox"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."tickets" ADD CONSTRAINT "tickets_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."tickets" ADD CONSTRAINT "tickets_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "sandbox"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administration_operations_org" ON "sandbox"."administration_operations" USING btree ("org_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_event" ON "sandbox"."sms_outbox" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ticket_history_ticket" ON "sandbox"."ticket_history" USING btree ("org_id","ticket_id");