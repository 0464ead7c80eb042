-- The audit trail is append-only: any update or delete of an entry is refused by the database itself.
CREATE OR REPLACE FUNCTION portal.refuse_audit_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON portal.audit_entries
  FOR EACH ROW EXECUTE FUNCTION portal.refuse_audit_change();
