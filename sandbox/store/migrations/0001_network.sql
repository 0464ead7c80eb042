CREATE TABLE "sandbox"."network_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"msisdn" text NOT NULL,
	"client_id" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"purpose" text NOT NULL,
	"status_valid_for_processing" boolean NOT NULL,
	"status_reason" text,
	"expiration_date" timestamp with time zone,
	"onboarded" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."network_device_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"msisdn" text NOT NULL,
	"imei" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."network_devices" (
	"imei" text PRIMARY KEY NOT NULL,
	"imeisv" text,
	"tac" text NOT NULL,
	"model" text,
	"manufacturer" text,
	"ipv4_public_address" text,
	"ipv4_public_port" integer,
	"ipv6_address" text
);
--> statement-breakpoint
CREATE TABLE "sandbox"."network_subscribers" (
	"org_id" text NOT NULL,
	"msisdn" text NOT NULL,
	"description" text,
	"labels" jsonb NOT NULL,
	"kyc" jsonb,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"content_lock" boolean,
	"parental_control" boolean,
	"contract_type" text,
	"tenure_start" date,
	"network_type" text DEFAULT 'UNKNOWN' NOT NULL,
	"network_status_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"location_radius" integer,
	"located_at" timestamp with time zone,
	CONSTRAINT "network_subscribers_org_id_msisdn_pk" PRIMARY KEY("org_id","msisdn")
);
--> statement-breakpoint
ALTER TABLE "sandbox"."network_device_changes" ADD CONSTRAINT "network_device_changes_imei_network_devices_imei_fk" FOREIGN KEY ("imei") REFERENCES "sandbox"."network_devices"("imei") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."network_subscribers" ADD CONSTRAINT "network_subscribers_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "sandbox"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_consents_line" ON "sandbox"."network_consents" USING btree ("org_id","msisdn");--> statement-breakpoint
CREATE INDEX "network_device_changes_line" ON "sandbox"."network_device_changes" USING btree ("org_id","msisdn","at");--> statement-breakpoint
CREATE INDEX "network_device_changes_imei" ON "sandbox"."network_device_changes" USING btree ("imei");