import type { SandboxDb } from "../store/db";

// Placeholder: filled in by the billing work.
export async function seedBilling(_db: SandboxDb) {}
