import { describe, expect, it } from "vitest";
import { CATALOG_BASE_PATH, ProductOffering, ProductOfferingList } from "../../contract/catalog";
import { parseDecimalJson } from "../../contract/decimal-json";
import { api } from "./client";

const offerings = `${CATALOG_BASE_PATH}/productOffering`;
const read = async (response: Response) => parseDecimalJson(await response.text());

describe("GET /tmf-api/productCatalogManagement/v4/productOffering", () => {
  it("item 1: a customer reads the org's plans and add-ons with prices, allowances and the self-service mark", async () => {
    const response = await api(offerings, { as: "bob" });
    expect(response.status).toBe(200);
    const list = ProductOfferingList.parse(await read(response));
    const sms = list.find((o) => o.id === "SMS_100");
    expect(sms).toMatchObject({
      name: "100 SMS",
      lifecycleStatus: "Active",
      isSelfService: true,
      "@type": "SelfServiceProductOffering",
      "@baseType": "ProductOffering",
      category: [{ id: "addon" }],
      productOfferingPrice: [
        {
          priceType: "oneTime",
          price: {
            taxIncludedAmount: { unit: "EUR", value: "2.42" },
            dutyFreeAmount: { unit: "EUR", value: "2" },
            taxRate: 21,
          },
        },
      ],
      prodSpecCharValueUse: [
        { name: "sms", bonusCatalogId: "SMS_100", productSpecCharacteristicValue: [{ value: "100" }] },
      ],
    });
    expect(sms?.href).toMatch(/\/tmf-api\/productCatalogManagement\/v4\/productOffering\/SMS_100$/);
    expect(list.find((o) => o.id === "BULK_A")?.isSelfService).toBe(false);
    const plans = list.filter((o) => o.category[0]?.id === "plan").map((o) => [o.name, o.isSelfService]);
    expect(plans).toEqual([
      ["Unlimited 50", true],
      ["Prepaid Smart", true],
      ["Home Line", false],
      ["Mobile 20", true],
    ]);
    // The price travels as an exact JSON number.
    expect(await (await api(`${offerings}/SMS_100`, { as: "bob" })).text()).toContain('"value":2.42');
  });

  it("item 1: each org reads its own catalogue; staff read it too", async () => {
    const acme = ProductOfferingList.parse(await read(await api(offerings, { as: "dave" })));
    expect(acme.filter((o) => o.category[0]?.id === "plan").map((o) => o.name)).toEqual(["Acme Business"]);
    expect(acme.some((o) => o.id === "SMS_100")).toBe(true);
    expect((await api(`${offerings}/PLAN-MOBILE-20`, { as: "dave" })).status).toBe(404);
    const staff = await api(`${offerings}/PLAN-MOBILE-20`, { as: "support" });
    expect(ProductOffering.parse(await read(staff))).toMatchObject({
      name: "Mobile 20",
      isBundle: true,
      productOfferingPrice: [{ priceType: "recurring", price: { taxIncludedAmount: { value: "19.99" } } }],
      paymentType: "postpaid",
    });
  });

  it("item 1: lifecycleStatus filters, fields selects members, bad queries and no token are refused", async () => {
    const retired = await read(await api(`${offerings}?lifecycleStatus=Retired`, { as: "alice" }));
    expect(retired).toEqual([]);
    const slim = (await read(await api(`${offerings}?fields=name`, { as: "alice" }))) as object[];
    expect(Object.keys(slim[0] ?? {}).sort()).toEqual(["href", "id", "name"]);
    const bad = await api(`${offerings}?lifecycleStatus=Gone`, { as: "alice" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("invalidQuery");
    expect((await api(offerings)).status).toBe(401);
    const missing = await api(`${offerings}/NOPE`, { as: "alice" });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe("offeringNotFound");
  });
});
