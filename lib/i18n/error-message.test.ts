import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "@/lib/actions/result";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { errorMessage, issueMessage, wordError } from "./error-message";

const english = createTranslator({ locale: "en", messages: en, namespace: "Errors" });
const spanish = createTranslator({ locale: "es", messages: es, namespace: "Errors" });

describe("error messages by key", () => {
  it("words a key and its values in the reader's language", () => {
    const message = errorMessage("refundAboveCap", { cap: "12.1" });
    expect(wordError(english, message)).toBe("That is more than can still be refunded: at most 12.1.");
    expect(wordError(spanish, message)).toBe("Es más de lo que aún se puede reembolsar: como máximo 12.1.");
  });

  it("reads a key back from a zod issue, and keeps any other text as it is", () => {
    const schema = z.object({
      description: z.string().min(1, issueMessage("descriptionRequired")),
      sender: z.string().max(3, issueMessage("senderTooLong", { max: 3 })),
      code: z.string().min(2, "The operator's own words."),
    });
    const issues = schema.safeParse({ description: "", sender: "ACME", code: "x" }).error?.issues ?? [];
    expect(fieldErrorsOf(issues, spanish)).toEqual({
      description: "La descripción es obligatoria.",
      sender: "El remitente tiene como mucho 3 caracteres (id de remitente del SMS).",
      code: "The operator's own words.",
    });
    expect(wordError(english, "field.noSuchKey")).toBe("field.noSuchKey");
  });
});
