import { systemDescription } from "@/contract/system-descriptions";
import { addMonths, startOfMonth } from "../../billing/dates";
import { Dec } from "../../billing/decimal";
import { monthKey, type RatedUsage } from "./cdrs";
import { type InvoiceInsert, LedgerBuilder, type MovementInsert, type SubRef } from "./ledger-builder";
import type { SubscriptionPlan } from "./plans";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const at = (base: Date, dayOffset: number, hour = 10) =>
  new Date(base.getTime() + dayOffset * DAY + hour * HOUR);

interface SeedSubscription extends SubRef {
  billingType: number;
  plan: SubscriptionPlan;
}

type Extra = Omit<Parameters<LedgerBuilder["movement"]>[0], "sub" | "key" | "at"> & { day: number };

/** Occasional charges and credits, so every movement type appears invoiced and pending. */
const EXTRAS: Record<string, Record<number, Extra[]>> = {
  "SUB-1001": {
    3: [
      { day: 4, type: "ONE_TIME_FEE", withTaxes: "6.05", description: "SIM card replacement" },
      { day: 9, type: "INSTALLATION_FEE", withTaxes: "12.1", description: "eSIM activation" },
    ],
    2: [
      { day: 1, type: "DISCOUNT", withTaxes: "-5", description: "Loyalty discount" },
      {
        day: 15,
        type: "SUSPENSION_SERVICE_FEE",
        withTaxes: "3.63",
        description: "Temporary suspension (lost phone)",
      },
      {
        day: 21,
        type: "ONE_TIME_FEE",
        withTaxes: "4.84",
        description: "Premium SMS: weather alerts",
        transactionTypeId: "THIRD_PARTY_CONTENT",
      },
    ],
    1: [
      { day: 7, type: "ADJUSTMENT", withTaxes: "-2.42", description: "Compensation for network incident" },
      {
        day: 18,
        type: "UNRETURNED_EQUIPMENT_FEE",
        withTaxes: "48.4",
        description: "Loan handset not returned",
      },
    ],
    0: [
      { day: 0, type: "DISCOUNT", withTaxes: "-5", description: "Loyalty discount" },
      { day: 1, type: "ONE_TIME_FEE", withTaxes: "6.05", description: "Itemised bill on paper" },
      { day: 1, type: "INSTALLATION_FEE", withTaxes: "12.1", description: "Second SIM activation" },
      { day: 2, type: "ADJUSTMENT", withTaxes: "-1.21", description: "Goodwill credit" },
      { day: 2, type: "SUSPENSION_SERVICE_FEE", withTaxes: "3.63", description: "Temporary suspension" },
      { day: 3, type: "UNRETURNED_EQUIPMENT_FEE", withTaxes: "24.2", description: "Router not returned" },
      {
        day: 3,
        type: "ONE_TIME_FEE",
        withTaxes: "24.2",
        description: "Accessory: USB-C fast charger",
        transactionTypeId: "ACCESSORY_SALE",
      },
    ],
  },
  "SUB-1003": {
    3: [{ day: 2, type: "INSTALLATION_FEE", withTaxes: "60.5", description: "Fiber installation" }],
  },
  "SUB-1002": {
    2: [{ day: 12, type: "ONE_TIME_FEE", withTaxes: "4.99", description: "Extra 5 GB data pack" }],
  },
  "SUB-2001": {
    0: [{ day: 1, type: "ONE_TIME_FEE", withTaxes: "18.15", description: "Static IP add-on setup" }],
  },
};

const DEVICE_SALES = [
  {
    sub: "SUB-1001",
    monthsAgo: 2,
    day: 11,
    price: "399",
    device: "356938035643809",
    name: "Smartphone Nova X 128 GB",
  },
  {
    sub: "SUB-1004",
    monthsAgo: 1,
    day: 19,
    price: "149",
    device: "SN-MESH6-000427",
    name: "Mesh Wi-Fi 6 router kit (3 units)",
  },
  {
    sub: "SUB-2001",
    monthsAgo: 1,
    day: 5,
    price: "259",
    device: "353918104552731",
    name: "Rugged R2 handset",
  },
];

export function buildLedger(subs: SeedSubscription[], rated: RatedUsage, now: Date) {
  const ledger = new LedgerBuilder();
  const current = startOfMonth(now);
  const notAfterNow = (date: Date) =>
    new Date(Math.max(current.getTime(), Math.min(date.getTime(), now.getTime() - 60_000)));
  const ordinary = new Map<string, InvoiceInsert>();
  const monthMovements = new Map<string, MovementInsert>();

  for (const monthsAgo of [3, 2, 1, 0]) {
    const start = addMonths(current, -monthsAgo);
    const end = addMonths(start, 1);
    const period: [Date, Date] = [start, new Date(end.getTime() - 1000)];
    for (const sub of subs) {
      const key = `${sub.id}:${monthKey(start.getTime())}`;
      const prepaid = sub.billingType === 1;
      const feeAt = prepaid ? at(start, 2, 9) : start;
      const moves: MovementInsert[] = [];
      if (!(monthsAgo === 0 && feeAt.getTime() > now.getTime())) {
        const fee = ledger.movement({
          sub,
          key: `${key}:fee`,
          type: "RECURRING_CHARGE",
          at: feeAt,
          period: prepaid ? [feeAt, new Date(addMonths(feeAt, 1).getTime() - 1000)] : period,
          withTaxes: sub.plan.monthlyFee,
          description: prepaid
            ? systemDescription.bundle30Days(sub.plan.planName)
            : systemDescription.monthlyFee(sub.plan.planName),
        });
        moves.push(fee);
        monthMovements.set(`${key}:fee`, fee);
      }
      const usage = rated.outOfBundle.get(sub.id)?.get(monthKey(start.getTime())) ?? new Dec(0);
      if (!prepaid && usage.greaterThan(0)) {
        const usageAt = monthsAgo === 0 ? notAfterNow(now) : new Date(end.getTime() - 1000);
        moves.push(
          ledger.movement({
            sub,
            key: `${key}:usage`,
            type: "CONSUMPTION",
            at: usageAt,
            period: [start, usageAt],
            withoutTaxes: usage.toDecimalPlaces(8),
            description: systemDescription.usageOutsideBundle(),
          }),
        );
      }
      for (const [i, extra] of (EXTRAS[sub.id]?.[monthsAgo] ?? []).entries()) {
        const { day, ...spec } = extra;
        const when = monthsAgo === 0 ? notAfterNow(at(start, day, 11 + i)) : at(start, day, 11 + i);
        const movement = ledger.movement({
          ...spec,
          sub,
          key: `${key}:extra:${i}`,
          at: when,
          period: spec.period ?? [when, when],
        });
        moves.push(movement);
        monthMovements.set(`${key}:extra:${i}`, movement);
      }
      // The current month stays pending, except prepaid bundles, which are invoiced when bought.
      const billable =
        monthsAgo === 0 ? moves.filter((m) => prepaid && m.type === "RECURRING_CHARGE") : moves;
      if (!billable.length) continue;
      const issueDate = prepaid ? feeAt : end;
      const invoice = ledger.invoice(
        {
          key,
          sub,
          type: "ORDINARY",
          category: sub.billingType === 4 ? "LANDLINE" : "MOBILE",
          service: prepaid ? "prepaid" : "postpaid",
          series: prepaid ? "P" : "F",
          issueDate,
          period: prepaid ? [feeAt, new Date(addMonths(feeAt, 1).getTime() - 1000)] : period,
          dueDate: prepaid ? undefined : new Date(issueDate.getTime() + 20 * DAY),
          paid: prepaid || issueDate.getTime() + 10 * DAY < now.getTime(),
        },
        billable,
      );
      ordinary.set(key, invoice);
    }
  }

  const byId = new Map(subs.map((s) => [s.id, s]));
  const sales = new Map<string, { invoice: InvoiceInsert; movement: MovementInsert }>();
  for (const sale of DEVICE_SALES) {
    const sub = byId.get(sale.sub);
    if (!sub) continue;
    const when = at(addMonths(current, -sale.monthsAgo), sale.day, 17);
    const key = `${sub.id}:sale:${sale.device}`;
    const movement = ledger.movement({
      sub,
      key,
      type: "ONE_TIME_FEE",
      at: when,
      withTaxes: sale.price,
      description: sale.name,
      transactionTypeId: "DEVICE_SALE",
    });
    const invoice = ledger.invoice(
      {
        key,
        sub,
        type: "ORDINARY",
        category: "DEVICE",
        service: "sales",
        series: "S",
        issueDate: when,
        dueDate: when,
        paid: true,
        deviceId: sale.device,
      },
      [movement],
    );
    sales.set(sub.id, { invoice, movement });
  }

  // A pending accessory sale on alice's line, already half refunded.
  const charger = monthMovements.get(`SUB-1001:${monthKey(current.getTime())}:extra:6`);
  const alice = byId.get("SUB-1001");
  if (charger && alice)
    ledger.movement({
      sub: alice,
      key: "SUB-1001:charger-refund",
      type: "ADJUSTMENT",
      at: notAfterNow(at(current, 4, 9)),
      withTaxes: "-12.1",
      description: "Refund: charger returned opened",
      transactionTypeId: "ACCESSORY_SALE",
      refundOf: charger.id,
    });

  // Issued rectifications: an outage credit on alice's bill, a returned router unit for carol.
  const aliceBill = ordinary.get(`SUB-1001:${monthKey(addMonths(current, -2).getTime())}`);
  const aliceFee = monthMovements.get(`SUB-1001:${monthKey(addMonths(current, -2).getTime())}:fee`);
  if (alice && aliceBill && aliceFee)
    ledger.rectification(
      {
        key: "SUB-1001:rectification:outage",
        sub: alice,
        category: "MOBILE",
        service: "postpaid",
        issueDate: at(addMonths(current, -1), 6),
        reasonCode: "SERVICE_OUTAGE",
        comment: "Three days without data service after the tower fire.",
      },
      aliceBill,
      [{ movement: aliceFee, withTaxes: "10" }],
    );
  const carolSale = sales.get("SUB-1004");
  const carol = byId.get("SUB-1004");
  if (carol && carolSale)
    ledger.rectification(
      {
        key: "SUB-1004:rectification:router",
        sub: carol,
        category: "DEVICE",
        service: "sales",
        issueDate: at(addMonths(current, -1), 26),
        deviceId: carolSale.invoice.deviceId ?? undefined,
        reasonCode: "PRICE_ADJUSTMENT",
        comment: "One satellite unit returned unopened.",
      },
      carolSale.invoice,
      [{ movement: carolSale.movement, withTaxes: "39" }],
    );
  return ledger;
}
