import { z } from "zod";
import { ExactDecimal } from "./decimal";

/**
 * Billing v1 records (contract 000, sections 2 and 4) and request bodies. Shared by the portal
 * (responses parsed with parseDecimalJson, so decimals arrive as strings) and by the sandbox's
 * own request validation. Design choices beyond the contract are in docs/billing-api.md.
 */

/** An exact decimal with at most 8 places (contract section 8), as a string. */
export const DecimalString = z
  .string()
  .regex(/^-?\d+(\.\d{1,8})?$/, "must be a number with at most 8 decimal places");
export type DecimalString = z.infer<typeof DecimalString>;

/** A request amount also fits numeric(30,8): at most 22 integer digits. */
export const RequestDecimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, "must be a number")
  .regex(/^-?\d+(\.\d{1,8})?$/, "must have at most 8 decimal places")
  .regex(/^-?\d{1,22}(\.\d+)?$/, "must have at most 22 integer digits");

/** ISO 8601 date-time with offset; the fraction may carry up to nanoseconds. */
export const DateTime = z.iso.datetime({ offset: true });

export const BILLING_TYPES = { prepaid: 1, postpaid: 2, landline: 4 } as const;
export const CONSUMPTION_TYPES = ["data", "sms", "voice"] as const;
export const ConsumptionType = z.enum(CONSUMPTION_TYPES);
export type ConsumptionType = z.infer<typeof ConsumptionType>;

// ---------------------------------------------------------------- errors (2.1)

export const BillingError = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
  trace_id: z.string().optional(),
});
export type BillingError = z.infer<typeof BillingError>;

// ---------------------------------------------------------------- consumptions (2.2, 2.3)

/** Counter types the sandbox emits (the contract leaves them open): see docs/billing-api.md. */
export const COUNTER_TYPES = [
  "CONSUMED_CURRENT_CYCLE",
  "TOPUP_CURRENT_CYCLE",
  "OUT_OF_BUNDLE_CURRENT_CYCLE",
  "SPENDING_LIMIT",
] as const;

export const BalanceCounter = z.object({ type: z.string(), value: DecimalString });
export type BalanceCounter = z.infer<typeof BalanceCounter>;

export const MonetaryBalance = z.object({
  id: z.string(),
  currentValue: DecimalString,
  currentValueWithTaxes: DecimalString,
  unit: z.string(),
  activationDatetime: DateTime,
  expirationDatetime: DateTime,
  counters: z.array(BalanceCounter),
});
export type MonetaryBalance = z.infer<typeof MonetaryBalance>;

export const Bonus = z.object({
  id: z.string(),
  initialValue: DecimalString,
  currentValue: DecimalString,
  unit: z.string(),
  activationDatetime: DateTime,
  expirationDatetime: DateTime,
  renovationsCount: z.number().int(),
  catalogBonusId: z.string(),
  customerBonusId: z.string(),
  isShared: z.boolean(),
});
export type Bonus = z.infer<typeof Bonus>;

export const SubscriptionBalances = z.object({
  id: z.string(),
  msisdn: z.string(),
  tenant: z.string(),
  /** prepaid = 1, postpaid = 2, landline = 4 */
  billingType: z.number().int(),
  monetary: z.array(MonetaryBalance),
  bonuses: z.object({ data: z.array(Bonus), sms: z.array(Bonus), voice: z.array(Bonus) }),
});
export type SubscriptionBalances = z.infer<typeof SubscriptionBalances>;

export const ConsumptionRecord = z.object({
  id: z.string(),
  originNumber: z.string(),
  destinationNumber: z.string(),
  initialDate: DateTime,
  usage: DecimalString,
  unit: z.string(),
  costWithoutTaxes: DecimalString,
  taxPercentage: DecimalString,
  ratingCaseCategory: z.string(),
  debitCase: z.string(),
  debitCatalogId: z.string(),
  debitCustomerId: z.string(),
});
export type ConsumptionRecord = z.infer<typeof ConsumptionRecord>;

export const ConsumptionDetails = z.object({
  data: z.array(ConsumptionRecord),
  sms: z.array(ConsumptionRecord),
  voice: z.array(ConsumptionRecord),
});
export type ConsumptionDetails = z.infer<typeof ConsumptionDetails>;

/** Query of GET .../consumptions/details; dates are ISO date-times or YYYY-MM-DD days. */
export const consumptionDetailsQuery = z.object({
  type: ConsumptionType.optional(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
});
export type ConsumptionDetailsQuery = z.infer<typeof consumptionDetailsQuery>;

// ---------------------------------------------------------------- movements (2.4, 2.5)

export const MOVEMENT_TYPES = [
  "ADJUSTMENT",
  "DISCOUNT",
  "INSTALLATION_FEE",
  "ONE_TIME_FEE",
  "RECURRING_CHARGE",
  "SUSPENSION_SERVICE_FEE",
  "UNRETURNED_EQUIPMENT_FEE",
  "CONSUMPTION",
] as const;
export const MovementType = z.enum(MOVEMENT_TYPES);
export type MovementType = z.infer<typeof MovementType>;

/** Request `type` accepts only these five (4.2 rule 2). */
export const REQUEST_MOVEMENT_TYPES = [
  "ADJUSTMENT",
  "ONE_TIME_FEE",
  "RECURRING_CHARGE",
  "SUSPENSION_SERVICE_FEE",
  "UNRETURNED_EQUIPMENT_FEE",
] as const;
export const RequestMovementType = z.enum(REQUEST_MOVEMENT_TYPES);

export const OperationType = z.enum(["CREDIT", "DEBIT"]);
export type OperationType = z.infer<typeof OperationType>;

export const Tax = z.object({ type: z.string().min(1).max(20), percentage: DecimalString });
export type Tax = z.infer<typeof Tax>;

export const Amount = z.object({
  value_with_taxes: DecimalString,
  value_without_taxes: DecimalString,
  tax: Tax,
});
export type Amount = z.infer<typeof Amount>;

const RequestAmount = z.object({
  value_with_taxes: RequestDecimal,
  value_without_taxes: RequestDecimal,
  tax: z.object({ type: z.string().min(1).max(20), percentage: RequestDecimal }),
});

export const Movement = z.object({
  id: z.string(),
  type: MovementType,
  movement_datetime: DateTime,
  period_start_datetime: DateTime,
  period_end_datetime: DateTime,
  amount: Amount,
  /** Deprecated alias of invoice_number; "" while not invoiced. */
  invoice_id: z.string(),
  invoice_number: z.string(),
  external_invoice_id: z.string(),
  invoice_cycle_date: DateTime,
  external_movement_unique_id: z.string(),
  billable: z.boolean(),
  transaction_type_id: z.string(),
  operation_type: OperationType,
  description: z.string(),
  /** Extension: on non-subscribable DEBIT movements, what can still be refunded (with taxes). */
  refundable_with_taxes: DecimalString.optional(),
  /** Extension: on refund movements, the movement they refund. */
  refunded_movement_id: z.string().optional(),
});
export type Movement = z.infer<typeof Movement>;

/** Tolerance between value_with_taxes and value_without_taxes * (1 + percentage / 100). */
export const TAX_TOLERANCE = "0.01";

/** The amount rules every request amount follows (docs/billing-api.md, "Amounts"). */
export function amountProblems(amount: Amount): string[] {
  const problems: string[] = [];
  const withTaxes = new ExactDecimal(amount.value_with_taxes);
  const withoutTaxes = new ExactDecimal(amount.value_without_taxes);
  const percentage = new ExactDecimal(amount.tax.percentage);
  if (percentage.isNegative() || percentage.greaterThan(100))
    problems.push("tax.percentage must be between 0 and 100");
  if (withTaxes.isZero() || withoutTaxes.isZero()) problems.push("amount values must not be zero");
  else if (withTaxes.isNegative() !== withoutTaxes.isNegative())
    problems.push("value_with_taxes and value_without_taxes must have the same sign");
  const expected = withoutTaxes.times(percentage.dividedBy(100).plus(1));
  if (expected.minus(withTaxes).abs().greaterThan(TAX_TOLERANCE))
    problems.push(
      `value_with_taxes must equal value_without_taxes * (1 + percentage / 100) within ${TAX_TOLERANCE} (expected ${expected.toDecimalPlaces(8).toFixed()})`,
    );
  return problems;
}

function refineAmount(amount: Amount, ctx: z.RefinementCtx) {
  // zod runs refinements even when a field failed; only well-formed numbers are compared.
  if (!RequestAmount.safeParse(amount).success) return;
  for (const message of amountProblems(amount)) ctx.addIssue({ code: "custom", path: ["amount"], message });
}

/** The operator stores at most this many characters of a movement's description. */
export const MOVEMENT_DESCRIPTION_MAX = 255;

const movementFields = {
  type: RequestMovementType,
  movement_datetime: DateTime,
  period_start_datetime: DateTime.optional(),
  period_end_datetime: DateTime.optional(),
  amount: RequestAmount,
  external_invoice_id: z.string().max(100).optional(),
  external_movement_unique_id: z.string().min(1).max(100),
  description: z
    .string()
    .min(1)
    .max(MOVEMENT_DESCRIPTION_MAX, `must have at most ${MOVEMENT_DESCRIPTION_MAX} characters`),
};

function refineMovement(
  body: {
    type: string;
    amount: Amount;
    period_start_datetime?: string | undefined;
    period_end_datetime?: string | undefined;
  },
  ctx: z.RefinementCtx,
) {
  refineAmount(body.amount, ctx);
  if (body.type !== "ADJUSTMENT" && body.amount.value_with_taxes.startsWith("-"))
    ctx.addIssue({ code: "custom", path: ["amount"], message: "only ADJUSTMENT movements may be negative" });
  if (
    body.period_start_datetime &&
    body.period_end_datetime &&
    Date.parse(body.period_start_datetime) > Date.parse(body.period_end_datetime)
  )
    ctx.addIssue({
      code: "custom",
      path: ["period_end_datetime"],
      message: "period_end_datetime is before period_start_datetime",
    });
}

/** Body 2.5 with `billable` (subscribable-product movements): create and update. */
export const createMovementInput = z
  .strictObject({ ...movementFields, billable: z.boolean() })
  .superRefine(refineMovement);
export type CreateMovementInput = z.infer<typeof createMovementInput>;
export const updateMovementInput = createMovementInput;
export type UpdateMovementInput = CreateMovementInput;

/** Body 2.5 with `transaction_type_id` (non-subscribable-product movements): create and update. */
export const createNonSubscribableMovementInput = z
  .strictObject({ ...movementFields, transaction_type_id: z.string().min(1).max(50) })
  .superRefine(refineMovement);
export type CreateNonSubscribableMovementInput = z.infer<typeof createNonSubscribableMovementInput>;
export const updateNonSubscribableMovementInput = createNonSubscribableMovementInput;
export type UpdateNonSubscribableMovementInput = CreateNonSubscribableMovementInput;

export const MovementCreated = z.object({ id: z.string() });
export type MovementCreated = z.infer<typeof MovementCreated>;

/** Query of GET .../movement; `externalMovementUniqueId` is a sandbox extension. */
export const movementListQuery = z.object({
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  movementType: MovementType.optional(),
  operationType: OperationType.optional(),
  externalMovementUniqueId: z.string().optional(),
});
export type MovementListQuery = z.infer<typeof movementListQuery>;

// ---------------------------------------------------------------- refunds (4.3)

/** AmountRequestDTO: a positive amount in the refunded movement's tax; the key makes it idempotent. */
export const refundInput = z
  .strictObject({
    amount: Amount,
    external_refund_unique_id: z.string().min(1).max(100).optional(),
    description: z.string().min(1).max(255).optional(),
  })
  .superRefine((body, ctx) => {
    refineAmount(body.amount, ctx);
    if (body.amount.value_with_taxes.startsWith("-"))
      ctx.addIssue({ code: "custom", path: ["amount"], message: "a refund amount must be positive" });
  });
export type RefundInput = z.infer<typeof refundInput>;

export const RefundCreated = z.object({ id: z.string() });
export type RefundCreated = z.infer<typeof RefundCreated>;

// ---------------------------------------------------------------- invoices (2.6, 4.4)

export const InvoiceKind = z.enum(["ORDINARY", "RECTIFICATION"]);
export type InvoiceKind = z.infer<typeof InvoiceKind>;
export const INVOICE_CATEGORIES = ["MOBILE", "LANDLINE", "DEVICE"] as const;
export const InvoiceCategory = z.enum(INVOICE_CATEGORIES);
export type InvoiceCategory = z.infer<typeof InvoiceCategory>;
export const InvoiceService = z.enum(["postpaid", "prepaid", "sales"]);
export type InvoiceService = z.infer<typeof InvoiceService>;
export const InvoiceStatus = z.enum(["DRAFT", "ISSUED", "PAID"]);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const InvoiceLine = z.object({
  /** The movement this line bills (ordinary) or refunds (rectification). */
  movement_id: z.string(),
  type: MovementType,
  description: z.string(),
  amount_without_taxes: DecimalString,
  tax_amount: DecimalString,
  amount_with_taxes: DecimalString,
  tax: Tax,
  /** On ordinary postpaid/sales lines: what a rectification may still refund. */
  refundable_with_taxes: DecimalString.optional(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const Invoice = z.object({
  id: z.string(),
  /** Fiscal number; deprecated alias of invoice_number; both omitted while draft. */
  invoice_id: z.string().optional(),
  invoice_number: z.string().optional(),
  type: InvoiceKind,
  category: InvoiceCategory,
  status: InvoiceStatus,
  service: InvoiceService,
  account_id: z.string(),
  subscription_id: z.string().nullable(),
  issue_date: DateTime.nullable(),
  period_start: DateTime.nullable(),
  period_end: DateTime.nullable(),
  due_date: DateTime.nullable(),
  currency: z.string(),
  total_without_taxes: DecimalString,
  total_tax: DecimalString,
  total_with_taxes: DecimalString,
  /** Internal id of the invoice a rectification corrects; null on ordinary invoices. */
  rectified_invoice_id: z.string().nullable(),
  device_id: z.string().nullable(),
  created_at: DateTime,
  lines: z.array(InvoiceLine),
});
export type Invoice = z.infer<typeof Invoice>;

export const SalesInvoice = Invoice.extend({ service: z.literal("sales"), device_id: z.string() });
export type SalesInvoice = z.infer<typeof SalesInvoice>;

export const RECTIFICATION_REASONS = {
  BILLING_ERROR: "Wrong amount or wrong item billed",
  DUPLICATE_CHARGE: "The same item was billed twice",
  SERVICE_OUTAGE: "Compensation for a service outage",
  CANCELLED_SERVICE: "Billed after the service was cancelled",
  PRICE_ADJUSTMENT: "Commercial price adjustment",
  GOODWILL: "Goodwill gesture",
} as const;
export const RectificationReasonCode = z.enum(
  Object.keys(RECTIFICATION_REASONS) as [keyof typeof RECTIFICATION_REASONS],
);
export type RectificationReasonCode = z.infer<typeof RectificationReasonCode>;

export const Refund = z.object({
  id: z.string(),
  /** The refunded movement of the rectified invoice. */
  movement_id: z.string(),
  description: z.string(),
  amount_with_taxes: DecimalString,
  amount_without_taxes: DecimalString,
  tax_amount: DecimalString,
  tax: Tax,
  /** The rectification's number; omitted while it is a draft. */
  invoice_number: z.string().optional(),
});
export type Refund = z.infer<typeof Refund>;

export const RectificationInvoice = Invoice.extend({
  type: z.literal("RECTIFICATION"),
  rectified_invoice_id: z.string(),
  rectified_invoice_number: z.string(),
  reason: z.object({ code: z.string(), description: z.string() }),
  comment: z.string(),
  refunds: z.array(Refund),
});
export type RectificationInvoice = z.infer<typeof RectificationInvoice>;

export const createRectificationInput = z.strictObject({
  reason_code: RectificationReasonCode,
  comment: z.string().max(500).default(""),
  refunds: z
    .array(
      z.strictObject({
        movement_id: z.string().min(1),
        /** Positive, with taxes; the part without taxes follows from the movement's tax rate. */
        amount_with_taxes: DecimalString.refine(
          (v) => new ExactDecimal(v).greaterThan(0),
          "must be positive",
        ),
      }),
    )
    .min(1)
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.movement_id)).size === lines.length, {
      message: "each movement may appear once",
    }),
});
export type CreateRectificationInput = z.input<typeof createRectificationInput>;

export const RectificationCreated = z.object({ id: z.string() });
export type RectificationCreated = z.infer<typeof RectificationCreated>;

export const invoiceListQuery = z.object({
  category: InvoiceCategory.optional(),
  type: InvoiceKind.optional(),
});
export const salesInvoiceListQuery = z.object({
  device_id: z.string().optional(),
  type: InvoiceKind.optional(),
});

/** A document link that needs no bearer token, valid until expires_at. */
export const PublicLink = z.object({ url: z.url(), expires_at: DateTime });
export type PublicLink = z.infer<typeof PublicLink>;
