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
CREATE INDEX "billing_refunds_movement" ON "sandbox"."billing_refunds" USING btree ("movement_id");