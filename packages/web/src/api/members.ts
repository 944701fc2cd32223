import type { BillingStatus, ChatFolder, HistoryEntry } from '@stellara/contract';
import type { PaidPlan } from '@stellara/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from './client.ts';

/** Answers typed by the contract's interfaces (the server builds them from the same types). */
const asIs = <T>() => ({ parse: (data: unknown) => data as T });

/** One invoice as GET /api/billing/invoices lists it. */
export interface InvoiceEntry {
  id: string;
  number: string | null;
  amountPaidCents: number;
  currency: string;
  status: string | null;
  createdAt: string;
  url: string | null;
  pdfUrl: string | null;
}

export const memberKeys = {
  history: ['member', 'history'] as const,
  folders: ['member', 'folders'] as const,
  folderChats: (id: string) => ['member', 'folders', id, 'chats'] as const,
  billing: ['member', 'billing'] as const,
  invoices: ['member', 'invoices'] as const,
};

// ------------------------------------------------------------------------------------------- history and chats

export function useHistory(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.history,
    queryFn: ({ signal }) => apiRequest('/history', { signal, schema: asIs<{ chats: HistoryEntry[] }>() }),
    enabled,
    select: (data) => data.chats,
  });
}

export async function deleteChat(id: string): Promise<void> {
  await apiRequest(`/chats/${encodeURIComponent(id)}`, { method: 'DELETE', schema: asIs<unknown>() });
}

/** Moves a chat into a folder, or out of any (null). */
export async function moveChat(id: string, folderId: string | null): Promise<void> {
  await apiRequest(`/chats/${encodeURIComponent(id)}/folder`, {
    method: 'PUT',
    body: { folderId },
    schema: asIs<unknown>(),
  });
}

// ------------------------------------------------------------------------------------------- folders

export function useFolders(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.folders,
    queryFn: ({ signal }) => apiRequest('/folders', { signal, schema: asIs<{ folders: ChatFolder[] }>() }),
    enabled,
    select: (data) => data.folders,
  });
}

export async function createFolder(name: string): Promise<ChatFolder> {
  return apiRequest('/folders', { method: 'POST', body: { name }, schema: asIs<ChatFolder>() });
}

export async function renameFolder(id: string, name: string): Promise<ChatFolder> {
  return apiRequest(`/folders/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
    schema: asIs<ChatFolder>(),
  });
}

export async function deleteFolder(id: string): Promise<void> {
  await apiRequest(`/folders/${encodeURIComponent(id)}`, { method: 'DELETE', schema: asIs<unknown>() });
}

// ------------------------------------------------------------------------------------------- billing

export function useBilling(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.billing,
    queryFn: ({ signal }) => apiRequest('/billing', { signal, schema: asIs<BillingStatus>() }),
    enabled,
  });
}

/** Starts the upgrade: the answer's url is the checkout page (the provider's, or the labelled test-mode one). */
export async function startCheckout(plan: PaidPlan): Promise<{ url: string; checkoutId: string; testMode: boolean }> {
  return apiRequest('/billing/checkout', {
    method: 'POST',
    body: { plan },
    schema: asIs<{ url: string; checkoutId: string; testMode: boolean }>(),
  });
}

/** "Update Payment Method": the address of the payment provider's customer portal. */
export async function paymentPortalUrl(): Promise<string> {
  return (await apiRequest('/billing/portal', { method: 'POST', body: {}, schema: asIs<{ url: string }>() })).url;
}

export async function listInvoices(): Promise<InvoiceEntry[]> {
  return (await apiRequest('/billing/invoices', { schema: asIs<{ invoices: InvoiceEntry[] }>() })).invoices;
}

export async function cancelSubscription(): Promise<BillingStatus> {
  return apiRequest('/billing/cancel', { method: 'POST', body: {}, schema: asIs<BillingStatus>() });
}

// ------------------------------------------------------------------------------------------- your data

/** GET /api/account/export, saved by the browser as the file the server names. */
export async function downloadExport(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiRequestError('Stellara could not be reached. Check your connection and try again.', 0, 'NETWORK');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiRequestError(
      data?.error?.message ?? `Unexpected answer from the server (${response.status}).`,
      response.status,
      data?.error?.code ?? 'UNEXPECTED',
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'stellara-export.json';
  const blob = await response.blob();
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
