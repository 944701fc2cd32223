import { apiRequest, type Parser } from '../api/client.ts';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The admin API under /api/admin; answers are checked with the contract's schemas. */
export const adminApi = {
  get<T>(path: string, schema: Parser<T>, signal?: AbortSignal): Promise<T> {
    return apiRequest(`/admin${path}`, { schema, signal });
  },
  send<T>(method: Method, path: string, body: unknown, schema: Parser<T>): Promise<T> {
    return apiRequest(`/admin${path}`, { method, body: body ?? {}, schema });
  },
};
