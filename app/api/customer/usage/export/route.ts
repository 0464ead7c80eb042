// GET /api/customer/usage/export – the signed-in customer's filtered usage records as CSV
import type { NextRequest } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { balancesOf } from "@/lib/balances/queries";
import { ownsSubscription } from "@/lib/customer/access";
import { authorizeCustomer, problemResponse } from "@/lib/customer/route";
import { formatDay } from "@/lib/dates";
import { downloadProblem } from "@/lib/errors/download-problem";
import { notFoundProblem, settle } from "@/lib/errors/problem";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { downloadName } from "@/lib/i18n/download-name";
import { intlLocaleOf } from "@/lib/i18n/locales";
import { USAGE_TYPES } from "@/lib/units";
import { recordsCsvStream } from "@/lib/usage/csv";
import { startExportRows } from "@/lib/usage/export-rows";
import { parseUsageParams } from "@/lib/usage/params";
import { explainPeriodProblem } from "@/lib/usage/queries";
import type { RecordWords } from "@/lib/usage/record-words";

export const GET = answersStoreUnavailable(async function GET(request: NextRequest) {
  const auth = await authorizeCustomer();
  if (!auth.ok) return auth.response;
  const { user, auth: billing } = auth.context;

  const parsed = parseUsageParams(request.nextUrl.searchParams);
  const requested = parsed.ok ? parsed.params.subscription : parsed.subscription;
  const subscriptionId = requested ?? user.subscriptions[0];
  // Someone else's line answers like an unknown one, and before any upstream call.
  if (!subscriptionId || !ownsSubscription(user, subscriptionId))
    return problemResponse(request, notFoundProblem());
  if (!parsed.ok) {
    const filters = await getTranslations("Common.filters");
    const { key, values } = parsed.problem;
    return downloadProblem(request, 400, {
      code: "invalidFilters",
      message: filters(`problem.${key}`, values),
    });
  }

  const params = parsed.params;
  const [rows, balances, t, locale] = await Promise.all([
    startExportRows(billing, subscriptionId, params),
    settle(balancesOf(billing, subscriptionId)),
    getTranslations("Records"),
    getLocale(),
  ]);
  if (!rows.ok) {
    const period = await getTranslations("Usage.prepaidPeriod");
    return problemResponse(
      request,
      explainPeriodProblem(rows.problem, { t: period, locale: intlLocaleOf(locale) }),
    );
  }

  const bonuses = balances.ok ? USAGE_TYPES.flatMap((t) => balances.data.bonuses[t]) : [];
  const currency = (balances.ok ? balances.data.monetary[0]?.unit : undefined) ?? "EUR";
  const filename = await downloadName(
    "usage",
    { line: subscriptionId, from: formatDay(params.range.from), to: formatDay(params.range.to) },
    "csv",
  );
  // The export is written in the page's language, as the table is (headers, types, who paid).
  const words: RecordWords = { t: t as RecordWords["t"], locale: intlLocaleOf(locale) };
  return new Response(recordsCsvStream(rows.data, { bonuses, currency, words }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
});
