"use client";

import { signIn } from "next-auth/react";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";

export function LoginForm({ callbackPath, initialError }: { callbackPath?: string; initialError?: string }) {
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
          setError(signInErrorMessage(result?.error ?? "unknown"));
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
      setError(signInErrorMessage("unknown"));
      setIsSubmitting(false);
    }
  }

  return (
    // method="post": a submit before the page's script runs must never put the password in the URL.
    <form method="post" onSubmit={onSubmit} className="space-y-5" noValidate={false}>
      {error ? (
        <Alert tone="error" title="Could not sign you in">
          {error}
        </Alert>
      ) : null}
      <Field id="username" label="Username" isRequired>
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
      <Field id="password" label="Password" isRequired>
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
      <Button type="submit" className="w-full" isLoading={isSubmitting} loadingText="Signing in…">
        Sign in
      </Button>
    </form>
  );
}
