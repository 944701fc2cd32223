// A route's doc names its input schemas once (http/route-docs.ts), and those schemas are its validators too:
//
//   const api = withInput(app);
//   api.post('/folders', doc('Create a folder', { body: folderSchema }), async ({ body }, request, reply) => ...)
//
// The handler's first argument holds the body, query and params its doc declares, parsed with the contract and
// typed. Each part is parsed when the handler first reads it, so a handler that resolves the member first still
// answers 401 before 400, exactly as when it called parseInput itself; a failure is parseInput's 400, naming the
// fields. Fastify's own schema validation is not used: it runs before the preHandler guards, and would answer 400
// where the plan guard answers 403 today.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Documented, RouteDoc } from './route-docs.ts';
import { parseInput } from './validate.ts';

type Part = 'body' | 'query' | 'params';

/** The input a route's doc declares, parsed; a part it does not declare is not there. */
export type RouteInput<D> = {
  readonly [K in Part as D extends { [P in K]: z.ZodType } ? K : never]: D extends {
    [P in K]: infer S extends z.ZodType;
  }
    ? z.output<S>
    : never;
};

export type InputHandler<D> = (input: RouteInput<D>, request: FastifyRequest, reply: FastifyReply) => unknown;

type Register = <D extends RouteDoc, O>(url: string, options: Documented<O, D>, handler: InputHandler<D>) => void;

export interface InputRoutes {
  get: Register;
  post: Register;
  put: Register;
  patch: Register;
  delete: Register;
}

/** Parses each declared part on its first read (once), the body as `{}` when absent and the doc says so. */
export function inputOf<D extends RouteDoc>(doc: D, request: FastifyRequest): RouteInput<D> {
  const parsed = new Map<string, unknown>();
  const read = (part: Part, raw: () => unknown) => {
    const schema = doc[part];
    if (!schema || schema === 'octet-stream') throw new Error(`The route's doc declares no ${part} schema.`);
    if (!parsed.has(part)) parsed.set(part, parseInput(schema, raw()));
    return parsed.get(part);
  };
  return {
    get body() {
      return read('body', () => (doc.absentBodyIsEmpty ? (request.body ?? {}) : request.body));
    },
    get query() {
      return read('query', () => request.query);
    },
    get params() {
      return read('params', () => request.params);
    },
  } as RouteInput<D>;
}

/** `app`'s route methods for routes whose doc declares their input: the handler receives it parsed. */
export function withInput(app: FastifyInstance): InputRoutes {
  const register =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete'): Register =>
    (url, options, handler) => {
      app[method](url, options, (request, reply) => handler(inputOf(options.config.doc, request), request, reply));
    };
  return {
    get: register('get'),
    post: register('post'),
    put: register('put'),
    patch: register('patch'),
    delete: register('delete'),
  };
}
