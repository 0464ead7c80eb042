import type { SandboxDb } from "../store/db";

// Placeholder: filled in by the ticketing work.
export async function seedTicketing(_db: SandboxDb) {}
