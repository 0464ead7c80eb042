import { randomBytes } from "node:crypto";

const secret = () => randomBytes(24).toString("hex");

/**
 * The operator credentials of this bench run, the same for every sandbox and portal it starts: the
 * portal runs as production, which refuses the published demo values.
 */
export const BENCH_CLIENT_SECRET = secret();
const networkClientSecret = secret();
const appointmentsKey = secret();

/** Both sides of each credential, for the environment of a sandbox or portal process. */
export const BENCH_OPERATOR_SECRETS = {
  OPERATOR_CLIENT_SECRET: BENCH_CLIENT_SECRET,
  SANDBOX_PORTAL_CLIENT_SECRET: BENCH_CLIENT_SECRET,
  OPERATOR_NETWORK_CLIENT_SECRET: networkClientSecret,
  SANDBOX_PORTAL_NETWORK_CLIENT_SECRET: networkClientSecret,
  OPERATOR_APPOINTMENTS_API_KEY: appointmentsKey,
  SANDBOX_APPOINTMENTS_API_KEY: appointmentsKey,
};

/** The same, for a sandbox started in this process. */
export const BENCH_CLIENT_SECRETS = {
  "portal-web": BENCH_CLIENT_SECRET,
  "portal-network": networkClientSecret,
};
