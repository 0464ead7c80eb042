CREATE TABLE "sandbox"."operation_idempotency_keys" (
	"org_id" text NOT NULL,
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"operation_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operation_idempotency_keys_org_id_subject_key_pk" PRIMARY KEY("org_id","subject","key")
);
--> statement-breakpoint
ALTER TABLE "sandbox"."operation_idempotency_keys" ADD CONSTRAINT "operation_idempotency_keys_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;