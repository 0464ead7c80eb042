import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Person } from "./audit";

export interface ApprovedSend {
  requestId: string;
  action: string;
  requestedBy: Person;
  approvedBy: Person;
  /** Set once the write itself leaves for the operator: a failure before that reached nobody. */
  writeSent?: boolean;
}

const scope = new AsyncLocalStorage<ApprovedSend>();

/** Runs an approved write: inside, the gate lets exactly that write through and audits name both people. */
export const runApproved = <T>(send: ApprovedSend, write: () => Promise<T>) => scope.run(send, write);

export const approvedSend = (): ApprovedSend | undefined => scope.getStore();

/** Every agent write calls this just before its write goes upstream (reads do not). */
export function noteWriteSent(): void {
  const send = scope.getStore();
  if (send) send.writeSent = true;
}
