// Pure: the OpenAPI document as a readable HTML page. No script and no outside resource, so it passes the
// app's Content-Security-Policy (inline styles are allowed there; scripts only from our origin).

import type { JsonSchema } from '../http/route-docs.ts';
import type { OpenApiDocument, OpenApiOperation, OpenApiTag, Parameter } from './openapi.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;color:#1d1b2e;background:#fbfaff;line-height:1.45}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1{margin:.2rem 0}h2{margin-top:2.5rem;border-bottom:2px solid #d9d4f3;padding-bottom:.3rem}
a{color:#4b3fa8}code,pre{font-family:ui-monospace,monospace;font-size:.85rem}
nav ul{columns:2;padding-left:1.2rem}
.op{border:1px solid #d9d4f3;border-radius:.5rem;background:#fff;margin:.8rem 0;padding:.6rem .9rem}
.op h3{margin:0;font-size:1rem;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.m{display:inline-block;min-width:4.2rem;text-align:center;border-radius:.3rem;padding:.05rem .4rem;color:#fff;font-size:.8rem}
.get{background:#1f6f43}.post{background:#3b4fb0}.put{background:#8a5a00}.patch{background:#6b3fa0}.delete{background:#a32020}
.who{color:#4d4866;font-size:.9rem;margin:.3rem 0}
table{border-collapse:collapse;margin:.4rem 0;font-size:.88rem}td,th{border:1px solid #e4e0f5;padding:.2rem .5rem;text-align:left;vertical-align:top}
pre{background:#f3f1fb;padding:.6rem;overflow:auto;max-height:24rem}
summary{cursor:pointer;color:#4b3fa8}
caption{text-align:left;font-weight:600;padding:.4rem 0}
.switching{border-left:4px solid #d9d4f3;padding:.1rem 0 .1rem .9rem;margin:1rem 0}
.switching caption code{overflow-wrap:anywhere}
@media (max-width:40rem){.switching table,.switching caption,.switching tr,.switching td{display:block}
.switching th{display:none}.switching tr{border-top:1px solid #e4e0f5;padding:.4rem 0}
.switching td{border:none;padding:.1rem 0}.switching td[data-label]::before{content:attr(data-label) ": ";color:#4d4866}}
`;

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (typeof schema.type === 'string') {
    if (schema.type === 'array' && schema.items) return `${typeOf(schema.items as JsonSchema)}[]`;
    return schema.type;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (anyOf) return anyOf.map(typeOf).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  return 'any';
}

const LIMITS = ['minimum', 'maximum', 'minLength', 'maxLength', 'maxItems', 'format', 'pattern', 'default'] as const;

function notes(schema: JsonSchema): string {
  return LIMITS.filter((key) => key in schema)
    .map((key) => `${key} ${JSON.stringify(schema[key])}`)
    .join(', ');
}

function fieldsTable(schema: JsonSchema): string {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties || !Object.keys(properties).length) return '';
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeOf(field))}</td><td>${required.has(name) ? 'required' : ''}</td><td>${escapeHtml(notes(field))}</td></tr>`,
  );
  return `<table><tr><th>field</th><th>type</th><th></th><th>limits</th></tr>${rows.join('')}</table>`;
}

/** Each schema's JSON once per page (the v4 answers repeat); later uses link to the first. */
class SchemaBlocks {
  private readonly first = new Map<string, { anchor: string; where: string }>();

  render(label: string, schema: JsonSchema, anchor: string, where: string): string {
    const json = JSON.stringify(schema, null, 1);
    const seen = this.first.get(json);
    if (seen) {
      return `<p>${escapeHtml(label)}: the same as <a href="#${seen.anchor}">${escapeHtml(seen.where)}</a></p>`;
    }
    this.first.set(json, { anchor, where });
    return `<details id="${anchor}"><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(json)}</pre></details>`;
  }
}

function parametersTable(list: Parameter[]): string {
  const rows = list.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${escapeHtml(typeOf(p.schema))}</td><td>${p.required ? 'required' : ''}</td><td>${escapeHtml(p.description ?? notes(p.schema))}</td></tr>`,
  );
  return `<table><tr><th>parameter</th><th>in</th><th>type</th><th></th><th>notes</th></tr>${rows.join('')}</table>`;
}

function operationHtml(method: string, path: string, op: OpenApiOperation, blocks: SchemaBlocks): string {
  const id = escapeHtml(op.operationId);
  const where = `${method.toUpperCase()} ${path}`;
  const parts = [
    `<h3><span class="m ${method}">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code><span>${escapeHtml(op.summary)}</span></h3>`,
    `<p class="who">${escapeHtml(op.description)}</p>`,
  ];
  if (op.parameters?.length) parts.push(parametersTable(op.parameters));
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
    parts.push(
      `<p>Body: <code>${escapeHtml(type)}</code></p>`,
      fieldsTable(media.schema),
      blocks.render('Body schema', media.schema, `${id}-body`, where),
    );
  }
  const statuses = Object.entries(op.responses).map(([status, response]) => {
    const r = response as { description?: string; $ref?: string; content?: Record<string, { schema?: JsonSchema }> };
    const text = r.description ?? (r.$ref?.split('/').pop() ?? '').replace(/([a-z])([A-Z])/g, '$1 $2');
    return { status, text, content: r.content };
  });
  parts.push(
    `<p>Answers: ${statuses.map((s) => `<code>${escapeHtml(s.status)}</code> ${escapeHtml(s.text)}`).join(' · ')}</p>`,
  );
  for (const { status, content } of statuses) {
    for (const [type, media] of Object.entries(content ?? {})) {
      if (media.schema && type === 'application/json')
        parts.push(blocks.render(`Answer ${status} schema`, media.schema, `${id}-${status}`, where));
    }
  }
  return `<section class="op" id="${id}" data-operation="${escapeHtml(where)}">${parts.join('\n')}</section>`;
}

/** Backticked names in a difference's text as code. */
const withCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The tag's "Switching from the Astrologer API" part: the keys we add and the keys that differ, as tables. */
function switchingHtml(tag: OpenApiTag): string {
  const d = tag['x-astrologer-api-differences'];
  if (!d) return '';
  const added = d.added.map(
    (k) =>
      `<tr><td><code>${escapeHtml(k.key)}</code></td><td data-label="Where">${withCode(k.where)}</td><td data-label="What it holds">${withCode(k.what)}</td></tr>`,
  );
  const differs = d.differs.map(
    (k) =>
      `<tr><td><code>${escapeHtml(k.key)}</code></td><td data-label="Where">${withCode(k.where)}</td><td data-label="Astrologer API">${withCode(k.theirs)}</td><td data-label="Stellara">${withCode(k.ours)}</td></tr>`,
  );
  return `<section class="switching" id="switching-from-astrologer-api" aria-labelledby="switching-title">
<h3 id="switching-title">Switching from the Astrologer API</h3>
<p>Our <code>/api/v4</code> answers carry every key the Astrologer API (v4, Kerykeion 4.26) sends for the same request, with the same types and meanings, so a client written for it keeps working. Point the client at this server and add your API key; here is what you will find besides.</p>
<table><caption>Keys we add (extensions, marked <code>x-stellara-extension</code> in the schemas)</caption>
<tr><th>Key</th><th>Where</th><th>What it holds</th></tr>${added.join('')}</table>
<table><caption>Keys both send that differ</caption>
<tr><th>Key</th><th>Where</th><th>Astrologer API</th><th>Stellara</th></tr>${differs.join('')}</table>
</section>`;
}

export function renderDocsPage(document: OpenApiDocument, jsonHref: string): string {
  const byTag = new Map<string, string[]>();
  const blocks = new SchemaBlocks();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op, blocks)]);
    }
  }
  const sections = document.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (tag) =>
        `<section id="tag-${escapeHtml(tag.name)}"><h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${switchingHtml(tag)}${byTag.get(tag.name)!.join('\n')}</section>`,
    );
  const toc = document.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (tag) =>
        `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a> (${byTag.get(tag.name)!.length})</li>`,
    );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Version ${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)} · <a href="${escapeHtml(jsonHref)}">the document as JSON</a></p>
<nav aria-label="Capabilities"><ul>${toc.join('')}</ul></nav>
${sections.join('\n')}
</main></body></html>
`;
}
