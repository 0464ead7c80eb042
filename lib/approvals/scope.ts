import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Person } from "./audit";

export interface ApprovedSend {
  requestId: string;
  action: string;
  requestedBy: Person;
  approvedBy: Person;
}

const scope = new AsyncLocalStorage<ApprovedSend>();

/** Runs an approved write: inside, the gate lets exactly that write through and audits name both people. */
export const runApproved = <T>(send: ApprovedSend, write: () => Promise<T>) => scope.run(send, write);

export const approvedSend = (): ApprovedSend | undefined => scope.getStore();
