"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { type SignInError, signInError } from "@/lib/auth/sign-in-errors";

export function LoginForm({
  callbackPath,
  initialError,
}: {
  callbackPath?: string;
  initialError?: SignInError;
}) {
  const t = useTranslations("Login");
  const [error, setError] = useState(initialError);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsSubmitting(true);
    setError(undefined);
    try {
      const result = await signIn("credentials", {
        redirect: false,
        username: String(form.get("username") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      if (!result || result.error) {
        // Commit first: the password field is disabled until the re-render, and cannot take focus before.
        flushSync(() => {
          setError(signInError(result?.error ?? "unknown"));
          setIsSubmitting(false);
        });
        if (passwordRef.current) {
          passwordRef.current.value = "";
          passwordRef.current.focus();
        }
        return;
      }
      // A full navigation: the new session cookie is read by proxy and the server layout from scratch.
      window.location.assign(callbackPath ?? "/");
    } catch {
      setError(signInError("unknown"));
      setIsSubmitting(false);
    }
  }

  return (
    // method="post": a submit before the page's script runs must never put the password in the URL.
    <form method="post" onSubmit={onSubmit} className="space-y-5" noValidate={false}>
      {error ? (
        <Alert tone="error" title={t("errorTitle")}>
          {error.key === "throttled"
            ? t("errors.throttled", { minutes: error.minutes })
            : t(`errors.${error.key}`)}
        </Alert>
      ) : null}
      <Field id="username" label={t("username")} isRequired>
        {(control) => (
          <Input
            {...control}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            disabled={isSubmitting}
          />
        )}
      </Field>
      <Field id="password" label={t("password")} isRequired>
        {(control) => (
          <Input
            {...control}
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            disabled={isSubmitting}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText={t("signingIn")}>
        {t("submit")}
      </Button>
    </form>
  );
}
