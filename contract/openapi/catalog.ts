import { z } from "zod";
import { CATALOG_BASE_PATH, ProductOffering, productOfferingQuery } from "../catalog";
import { ErrorResponse } from "../operations";
import { type ApiDescription, read } from "./document";

/** With `?fields=` an offering holds only the members asked for (id and href always). */
const SelectedOffering = ProductOffering.partial().required({ id: true, href: true });

/** Product catalogue (TMF620 v4 shaped; not in the seed contract): docs/self-service.md. */
export const catalogApi: ApiDescription = {
  id: "catalog",
  title: "Product catalogue (TMF620 v4 shape)",
  version: "4",
  description:
    "The offerings (plans and add-ons) of the caller's organization, with prices, allowances and whether a customer may buy them alone. Read-only. See docs/self-service.md.",
  basePath: CATALOG_BASE_PATH,
  error: ErrorResponse,
  security: "bearer",
  operations: [
    read(
      "/productOffering",
      "listProductOffering",
      "The org's product offerings.",
      z.array(SelectedOffering),
      {
        query: productOfferingQuery,
      },
    ),
    read("/productOffering/{id}", "retrieveProductOffering", "One product offering.", SelectedOffering, {
      query: productOfferingQuery.pick({ fields: true }),
    }),
  ],
};
