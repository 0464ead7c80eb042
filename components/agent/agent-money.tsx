import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";

interface AgentMoneyProps {
  value: string;
  currency: string;
  locale: string;
}

/** The amount to the cent, and its exact figure when that has more decimals. */
function figuresOf(value: string, currency: string, locale: string) {
  const rounded = formatMoney(value, currency, { locale });
  const exact = formatMoney(value, currency, { locale, exact: true });
  return { rounded, exact: exact === rounded ? undefined : exact };
}

/**
 * Money on an agent's screen: to the cent, as everywhere else. When the value has more decimals (a
 * billed €56.535), the exact figure is there on demand: as the tooltip, and read out after the
 * rounded one by screen readers.
 */
export function AgentMoney({ value, currency, locale }: AgentMoneyProps) {
  const t = useTranslations("AgentMovements");
  const { rounded, exact } = figuresOf(value, currency, locale);
  // A sign or currency on one line and the figure on the next reads as two values.
  if (!exact) return <span className="whitespace-nowrap">{rounded}</span>;
  const label = t("exactAmount", { amount: exact });
  return (
    <span
      title={label}
      data-exact={value}
      className="cursor-help whitespace-nowrap underline decoration-dotted underline-offset-4"
    >
      {rounded}
      <span className="sr-only"> ({label})</span>
    </span>
  );
}

/** The rounded figure, then the exact one in words when they differ: for a detail page. */
export function useMoneyInDetail(currency: string, locale: string) {
  const t = useTranslations("AgentMovements");
  return (value: string) => {
    const { rounded, exact } = figuresOf(value, currency, locale);
    return exact ? `${rounded} (${t("exactAmount", { amount: exact })})` : rounded;
  };
}
