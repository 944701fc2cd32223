import {
  type BillingStatus,
  billingStatusSchema,
  type ChatFolder,
  type CheckoutAnswer,
  chatFolderSchema,
  checkoutAnswerSchema,
  foldersAnswerSchema,
  historyAnswerSchema,
  type InvoiceEntry,
  invoicesAnswerSchema,
  portalAnswerSchema,
} from '@stellara/contract';
import type { PaidPlan } from '@stellara/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, requestEmpty, requestFile } from './client.ts';

export type { InvoiceEntry };

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
    queryFn: ({ signal }) => apiRequest('/history', { signal, schema: historyAnswerSchema }),
    enabled,
    select: (data) => data.chats,
  });
}

export async function deleteChat(id: string): Promise<void> {
  await requestEmpty(`/chats/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Moves a chat into a folder, or out of any (null). */
export async function moveChat(id: string, folderId: string | null): Promise<void> {
  await requestEmpty(`/chats/${encodeURIComponent(id)}/folder`, { method: 'PUT', body: { folderId } });
}

// ------------------------------------------------------------------------------------------- folders

export function useFolders(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.folders,
    queryFn: ({ signal }) => apiRequest('/folders', { signal, schema: foldersAnswerSchema }),
    enabled,
    select: (data) => data.folders,
  });
}

export async function createFolder(name: string): Promise<ChatFolder> {
  return apiRequest('/folders', { method: 'POST', body: { name }, schema: chatFolderSchema });
}

export async function renameFolder(id: string, name: string): Promise<ChatFolder> {
  return apiRequest(`/folders/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
    schema: chatFolderSchema,
  });
}

export async function deleteFolder(id: string): Promise<void> {
  await requestEmpty(`/folders/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

// ------------------------------------------------------------------------------------------- billing

export function useBilling(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.billing,
    queryFn: ({ signal }) => apiRequest('/billing', { signal, schema: billingStatusSchema }),
    enabled,
  });
}

/** Starts the upgrade: the answer's url is the checkout page (the provider's, or the labelled test-mode one). */
export async function startCheckout(plan: PaidPlan): Promise<CheckoutAnswer> {
  return apiRequest('/billing/checkout', { method: 'POST', body: { plan }, schema: checkoutAnswerSchema });
}

/** "Update Payment Method": the address of the payment provider's customer portal. */
export async function paymentPortalUrl(): Promise<string> {
  return (await apiRequest('/billing/portal', { method: 'POST', body: {}, schema: portalAnswerSchema })).url;
}

export async function listInvoices(): Promise<InvoiceEntry[]> {
  return (await apiRequest('/billing/invoices', { schema: invoicesAnswerSchema })).invoices;
}

export async function cancelSubscription(): Promise<BillingStatus> {
  return apiRequest('/billing/cancel', { method: 'POST', body: {}, schema: billingStatusSchema });
}

// ------------------------------------------------------------------------------------------- your data

/** GET /api/account/export, saved by the browser as the file the server names (a file, not read by the app). */
export async function downloadExport(): Promise<string> {
  const { name, blob } = await requestFile('/account/export', 'stellara-export.json');
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

/** DELETE /api/account: `confirm` is the account's email as the person typed it (the server compares it). */
export async function deleteAccount(confirm: string): Promise<void> {
  await requestEmpty('/account', { method: 'DELETE', body: { confirm } });
}
