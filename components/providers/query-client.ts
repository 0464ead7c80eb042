import { isServer, QueryClient } from "@tanstack/react-query";

/** HTTP status carried by errors from our /api handlers, so retries can skip 4xx. */
function statusOf(error: unknown): number | undefined {
  if (error && typeof error === "object" && "status" in error && typeof error.status === "number") {
    return error.status;
  }
  return undefined;
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Per-user data: fresh enough for a minute, refetched on focus after that.
        staleTime: 60_000,
        retry: (failureCount, error) => {
          const status = statusOf(error);
          // 401/403/404/422 will not change by retrying; 401 needs a new sign-in.
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** A new client per server request, one shared client in the browser. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
