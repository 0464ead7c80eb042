import type { z } from "zod";
import type { Principal } from "../../http/env";
import type { SandboxDb } from "../../store/db";
import type { NetworkOperation } from "../scopes";

export interface OperationContext {
  db: SandboxDb;
  principal: Principal;
  /** The one clock of a request: "in the future", maxAge and ages are judged against it. */
  now: Date;
  publicOrigin: string;
}

export interface Operation<S extends z.ZodType = z.ZodType> {
  path: NetworkOperation;
  schema: S;
  run(ctx: OperationContext, body: z.infer<S>): Promise<Record<string, unknown>>;
}

export const defineOperation = <S extends z.ZodType>(operation: Operation<S>) =>
  operation as unknown as Operation;

/** The API name of an operation path, as used by `<api>:not-applicable` labels. */
export const apiOf = (path: NetworkOperation) => path.split("/")[0] ?? path;
