CREATE SCHEMA "sandbox";
--> statement-breakpoint
CREATE TABLE "sandbox"."billing_bonuses" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"kind" text NOT NULL,
	"initial_value" numeric(30, 8) NOT NULL,
	"current_value" numeric(30, 8) NOT NULL,
	"unit" text NOT NULL,
	"activation_datetime" timestamp with time zone NOT NULL,
	"expiration_datetime" timestamp with time zone NOT NULL,
	"renovations_count" integer NOT NULL,
	"catalog_bonus_id" text NOT NULL,
	"customer_bonus_id" text NOT NULL,
	"is_shared" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."billing_cdrs" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"kind" text NOT NULL,
	"origin_number" text NOT NULL,
	"destination_number" text NOT NULL,
	"initial_date" timestamp with time zone NOT NULL,
	"usage" numeric(30, 8) NOT NULL,
	"unit" text NOT NULL,
	"cost_without_taxes" numeric(30, 8) NOT NULL,
	"tax_percentage" numeric(30, 8) NOT NULL,
	"rating_case_category" text NOT NULL,
	"debit_case" text NOT NULL,
	"debit_catalog_id" text NOT NULL,
	"debit_customer_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"account_id" text NOT NULL,
	"subscription_id" text,
	"number" text,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"issue_date" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"due_date" timestamp with time zone,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"total_without_taxes" numeric(30, 8) NOT NULL,
	"total_tax" numeric(30, 8) NOT NULL,
	"total_with_taxes" numeric(30, 8) NOT NULL,
	"rectified_invoice_id" text,
	"device_id" text,
	"reason_code" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."billing_monetary_balances" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"current_value" numeric(30, 8) NOT NULL,
	"current_value_with_taxes" numeric(30, 8) NOT NULL,
	"unit" text NOT NULL,
	"activation_datetime" timestamp with time zone NOT NULL,
	"expiration_datetime" text NOT NULL,
	"counters" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."billing_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"type" text NOT NULL,
	"operation_type" text NOT NULL,
	"movement_datetime" timestamp with time zone NOT NULL,
	"period_start_datetime" timestamp with time zone NOT NULL,
	"period_end_datetime" timestamp with time zone NOT NULL,
	"value_with_taxes" numeric(30, 8) NOT NULL,
	"value_without_taxes" numeric(30, 8) NOT NULL,
	"tax_type" text NOT NULL,
	"tax_percentage" numeric(30, 8) NOT NULL,
	"invoice_ref" text,
	"invoice_number" text DEFAULT '' NOT NULL,
	"external_invoice_id" text DEFAULT '' NOT NULL,
	"invoice_cycle_date" timestamp with time zone,
	"external_movement_unique_id" text NOT NULL,
	"billable" boolean NOT NULL,
	"transaction_type_id" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"refund_of_movement_id" text,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."billing_public_links" (
	"token" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."billing_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"rectification_id" text NOT NULL,
	"movement_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_with_taxes" numeric(30, 8) NOT NULL,
	"amount_without_taxes" numeric(30, 8) NOT NULL,
	"tax_amount" numeric(30, 8) NOT NULL,
	"tax_type" text NOT NULL,
	"tax_percentage" numeric(30, 8) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"owner_user_id" text,
	"holder_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."clients" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"type" text DEFAULT 'customer' NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."orgs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."refresh_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"user_id" text NOT NULL,
	"client_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"successor" jsonb,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox"."sequences" (
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"next_value" integer NOT NULL,
	CONSTRAINT "sequences_org_id_name_pk" PRIMARY KEY("org_id","name")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"account_id" text NOT NULL,
	"msisdn" text NOT NULL,
	"billing_type" integer NOT NULL,
	"plan_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"credit_limit" numeric(30, 8)
);
--> statement-breakpoint
CREATE TABLE "sandbox"."users" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"roles" jsonb NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "sandbox"."accounts" ADD CONSTRAINT "accounts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."accounts" ADD CONSTRAINT "accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "sandbox"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."clients" ADD CONSTRAINT "clients_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "sandbox"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "sandbox"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."subscriptions" ADD CONSTRAINT "subscriptions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "sandbox"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."users" ADD CONSTRAINT "users_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."administration_operations" ADD CONSTRAINT "administration_operations_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."sms_outbox" ADD CONSTRAINT "sms_outbox_event_id_appointment_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "sandbox"."appointment_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."subscription_bonuses" ADD CONSTRAINT "subscription_bonuses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "sandbox"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."tickets" ADD CONSTRAINT "tickets_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."tickets" ADD CONSTRAINT "tickets_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "sandbox"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_bonuses_subscription" ON "sandbox"."billing_bonuses" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "billing_cdrs_subscription_date" ON "sandbox"."billing_cdrs" USING btree ("subscription_id","initial_date");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_org_number" ON "sandbox"."billing_invoices" USING btree ("org_id","number");--> statement-breakpoint
CREATE INDEX "billing_invoices_account" ON "sandbox"."billing_invoices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_rectified" ON "sandbox"."billing_invoices" USING btree ("rectified_invoice_id");--> statement-breakpoint
CREATE INDEX "billing_monetary_subscription" ON "sandbox"."billing_monetary_balances" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_movements_external_id" ON "sandbox"."billing_movements" USING btree ("subscription_id","external_movement_unique_id");--> statement-breakpoint
CREATE INDEX "billing_movements_subscription_date" ON "sandbox"."billing_movements" USING btree ("subscription_id","movement_datetime");--> statement-breakpoint
CREATE INDEX "billing_movements_invoice" ON "sandbox"."billing_movements" USING btree ("invoice_ref");--> statement-breakpoint
CREATE INDEX "billing_movements_refund_of" ON "sandbox"."billing_movements" USING btree ("refund_of_movement_id");--> statement-breakpoint
CREATE INDEX "billing_refunds_rectification" ON "sandbox"."billing_refunds" USING btree ("rectification_id");--> statement-breakpoint
CREATE INDEX "billing_refunds_movement" ON "sandbox"."billing_refunds" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "sandbox"."refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "subscriptions_account" ON "sandbox"."subscriptions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_username" ON "sandbox"."users" USING btree ("org_id","username");--> statement-breakpoint
CREATE INDEX "administration_operations_org" ON "sandbox"."administration_operations" USING btree ("org_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_event" ON "sandbox"."sms_outbox" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ticket_history_ticket" ON "sandbox"."ticket_history" USING btree ("org_id","ticket_id");