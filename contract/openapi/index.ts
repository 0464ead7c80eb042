import { appointmentsApi } from "./appointments";
import { billingApi } from "./billing";
import { catalogApi } from "./catalog";
import type { ApiDescription } from "./document";
import { gatewayApi } from "./gateway";
import { operationsApi } from "./operations";
import { ticketingApi } from "./ticketing";
import { tokenApi } from "./token";

/** Every operator API the sandbox serves, each published at /openapi/<id>.json. */
export const OPERATOR_APIS: readonly ApiDescription[] = [
  billingApi,
  tokenApi,
  gatewayApi,
  operationsApi,
  appointmentsApi,
  ticketingApi,
  catalogApi,
];
