-- What the portal's own database role (portal_app) may do, run by the role that owns the portal's
-- schema after `npm run portal:migrate` (docs/approvals.md). portal_app owns nothing: it cannot disable
-- the audit trail's triggers, nor truncate, update or delete its entries.
GRANT USAGE ON SCHEMA portal, drizzle TO portal_app;
GRANT SELECT, INSERT ON portal.audit_entries TO portal_app;
GRANT USAGE ON SEQUENCE portal.audit_entries_id_seq TO portal_app;
GRANT SELECT, INSERT, UPDATE ON portal.audit_chain_heads TO portal_app;
GRANT SELECT, INSERT, UPDATE, DELETE
  ON portal.recent_items, portal.approval_limits, portal.approval_requests, portal.sessions TO portal_app;
-- The portal checks its migrations when it opens the store; drizzle's "IF NOT EXISTS" statements need
-- these, on objects that exist and stay the owner's.
GRANT SELECT ON drizzle.__portal_migrations TO portal_app;
GRANT CREATE ON SCHEMA drizzle TO portal_app;
DO $$ BEGIN EXECUTE format('GRANT CREATE ON DATABASE %I TO portal_app', current_database()); END $$;
