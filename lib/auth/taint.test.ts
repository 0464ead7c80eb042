import Module, { createRequire } from "node:module";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { TOKEN_TAINT_MESSAGE, taintSessionTokens } from "./taint";

// React's server build (the one Next runs server components with, experimental channel for taint)
// and its Flight renderer, which serialises what a server component passes to the browser.
const require = createRequire(import.meta.url);
const compiled = (name: string) => require.resolve(`next/dist/compiled/${name}`);
const serverReact = require.resolve("next/dist/compiled/react-experimental/react.react-server.js");
const serverReactDom = compiled("react-dom-experimental/react-dom.react-server.js");
const redirects: Record<string, string> = {
  react: serverReact,
  "next/dist/compiled/react-experimental": serverReact,
  "react-dom": serverReactDom,
  "next/dist/compiled/react-dom-experimental": serverReactDom,
};
type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolve = Module as unknown as { _resolveFilename: Resolve };
const original = moduleWithResolve._resolveFilename;
moduleWithResolve._resolveFilename = (request, ...rest) => original(redirects[request] ?? request, ...rest);
const React = require(serverReact) as typeof import("react");
const Flight = require(compiled("react-server-dom-webpack-experimental/server.node.js")) as {
  renderToPipeableStream: (
    model: unknown,
    map: unknown,
    options: { onError: (e: unknown) => undefined },
  ) => {
    pipe: (s: PassThrough) => void;
  };
};
moduleWithResolve._resolveFilename = original;

function serialise(model: unknown): Promise<string[]> {
  return new Promise((resolve) => {
    const errors: string[] = [];
    const out = new PassThrough();
    out.on("data", () => {});
    out.on("end", () => resolve(errors));
    Flight.renderToPipeableStream(
      model,
      {},
      {
        onError: (e) => {
          errors.push(String(e));
        },
      },
    ).pipe(out);
  });
}

describe("taintSessionTokens", () => {
  it("makes React refuse to send the access or refresh token to the browser", async () => {
    const session = {
      accessToken: `access-${crypto.randomUUID()}`,
      refreshToken: `refresh-${crypto.randomUUID()}`,
    };
    taintSessionTokens(session, session, React.experimental_taintUniqueValue);
    expect(await serialise({ token: session.accessToken })).toEqual([
      expect.stringContaining(TOKEN_TAINT_MESSAGE),
    ]);
    expect(await serialise({ token: session.refreshToken })).toEqual([
      expect.stringContaining(TOKEN_TAINT_MESSAGE),
    ]);
    expect(await serialise({ name: "Alice" })).toEqual([]);
  });
});
