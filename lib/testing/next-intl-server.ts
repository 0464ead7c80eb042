import { createTranslator } from "next-intl";
import { vi } from "vitest";
import en from "@/messages/en.json";

// next-intl/server reads the request's locale from Next's request scope, which unit tests do not
// have: actions and handlers under test speak English (the browser tests cover Spanish).
vi.mock("next-intl/server", () => ({
  getLocale: async () => "en",
  getTranslations: async (namespace?: string | { namespace?: string }) =>
    createTranslator({
      locale: "en",
      messages: en,
      namespace: (typeof namespace === "string" ? namespace : namespace?.namespace) as never,
    }),
}));
