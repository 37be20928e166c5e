import { useSyncExternalStore } from "react";

/**
 * Messages this tab is sending or failed to send, per conversation, until the server has them.
 * Each keeps the client id it was first sent with: a retry sends the same id, so the server
 * stores it once however many attempts reached it.
 */
export interface PendingMessage {
  clientId: string;
  body: string;
  status: "sending" | "failed";
  /** Why it failed, already in the reader's words. */
  error?: string;
  createdAt: Date;
}

const pending = new Map<number, PendingMessage[]>();
const listeners = new Set<() => void>();
const EMPTY: PendingMessage[] = [];

function emit() {
  for (const listener of listeners) listener();
}

function update(conversationId: number, change: (list: PendingMessage[]) => PendingMessage[]) {
  const next = change(pending.get(conversationId) ?? EMPTY);
  if (next.length) pending.set(conversationId, next);
  else pending.delete(conversationId);
  emit();
}

export function addPending(conversationId: number, message: PendingMessage) {
  update(conversationId, (list) => [...list, message]);
}

export function setPendingStatus(conversationId: number, clientId: string, status: PendingMessage["status"], error?: string) {
  update(conversationId, (list) => list.map((message) => (message.clientId === clientId ? { ...message, status, error } : message)));
}

export function removePending(conversationId: number, clientId: string) {
  update(conversationId, (list) => list.filter((message) => message.clientId !== clientId));
}

export function pendingOf(conversationId: number, clientId: string): PendingMessage | undefined {
  return pending.get(conversationId)?.find((message) => message.clientId === clientId);
}

export function usePendingMessages(conversationId: number): PendingMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending.get(conversationId) ?? EMPTY,
    () => EMPTY,
  );
}

/** A v4 UUID, also where crypto.randomUUID is missing (a page served over plain http on a LAN). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
