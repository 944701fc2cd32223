import { type AnswerSchema, apiRequest, requestEmpty } from '../api/client.ts';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The admin API under /api/admin; answers are checked with the contract's schemas. */
export const adminApi = {
  get<T>(path: string, schema: AnswerSchema<T>, signal?: AbortSignal): Promise<T> {
    return apiRequest(`/admin${path}`, { schema, signal });
  },
  send<T>(method: Method, path: string, body: unknown, schema: AnswerSchema<T>): Promise<T> {
    return apiRequest(`/admin${path}`, { method, body: body ?? {}, schema });
  },
  /** A change answered with 204 No Content. */
  sendEmpty(method: Method, path: string, body?: unknown): Promise<void> {
    return requestEmpty(`/admin${path}`, { method, body: body ?? {} });
  },
};
