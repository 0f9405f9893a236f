import type { OpenApiDocument } from './openapi.ts';

/**
 * The reference page at /api/docs, rendered on the server from the OpenAPI document: it reads
 * without JavaScript, and the CSP (script-src 'self') needs no exception. The one script,
 * /api/docs/docs.js, only filters the list as you type.
 */

type JsonSchema = Record<string, unknown>;

const escapeHtml = (text: unknown): string =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const REF_PREFIX = '#/components/schemas/';
const refName = (schema: JsonSchema): string | undefined => (typeof schema.$ref === 'string' && schema.$ref.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : undefined);

/** One line saying what a value is: "string (uuid)", "array of Draft", "one of: paid, unpaid". */
function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  const name = refName(schema);
  if (name) return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return [...new Set(variants.map(typeText))].join(' | ');
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(', ')}`;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : [];
  const base = types
    .map((type) => {
      if (type === 'array') return `array of ${typeText(schema.items as JsonSchema | undefined)}`;
      if (type === 'string' && schema.format) return `string (${escapeHtml(schema.format)})`;
      if (type === 'string' && schema.contentMediaType) return `file (${escapeHtml(schema.contentMediaType)})`;
      return escapeHtml(type);
    })
    .join(' | ');
  return base || 'any';
}

function constraints(schema: JsonSchema): string {
  const notes: string[] = [];
  if (typeof schema.description === 'string') notes.push(escapeHtml(schema.description));
  if (schema.default !== undefined) notes.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  if (schema.minimum !== undefined) notes.push(`min ${escapeHtml(schema.minimum)}`);
  if (schema.maximum !== undefined) notes.push(`max ${escapeHtml(schema.maximum)}`);
  if (schema.maxLength !== undefined) notes.push(`at most ${escapeHtml(schema.maxLength)} characters`);
  if (schema.maxItems !== undefined) notes.push(`at most ${escapeHtml(schema.maxItems)} items`);
  if (typeof schema.pattern === 'string' && !schema.format) notes.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  return notes.join('; ');
}

/** Objects as a table of their fields (nested objects one level deeper); anything else as its type. */
function schemaHtml(schema: JsonSchema | undefined, depth = 0, components: Record<string, JsonSchema> = {}): string {
  if (!schema) return '';
  // A body or answer that is a named type shows its fields right there, not only a link.
  const name = refName(schema);
  const named = name ? components[name] : undefined;
  if (depth === 0 && name && named?.properties) return `<p class="type">${typeText(schema)}</p>${schemaHtml(named, 1)}`;
  const items = schema.items as JsonSchema | undefined;
  const itemName = schema.type === 'array' && items ? refName(items) : undefined;
  const namedItem = itemName ? components[itemName] : undefined;
  if (depth === 0 && namedItem?.properties) return `<p class="type">${typeText(schema)}</p>${schemaHtml(namedItem, 1)}`;
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties || refName(schema)) {
    const note = constraints(schema);
    return `<p class="type">${typeText(schema)}${note ? ` <span class="note">${note}</span>` : ''}</p>`;
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties)
    .map(([name, property]) => {
      const nested = property.properties && depth < 2 ? schemaHtml(property, depth + 1) : '';
      return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <span class="optional">optional</span>'}</td><td>${nested || typeText(property)}</td><td>${constraints(property)}</td></tr>`;
    })
    .join('');
  return `<table class="fields"><thead><tr><th>field</th><th>type</th><th>notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required: boolean; description?: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, { description: string }> }>;
}

function operationHtml(method: string, path: string, operation: Operation, components: Record<string, JsonSchema>): string {
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const parameters = operation.parameters ?? [];
  const parts: string[] = [];
  if (operation.description) parts.push(`<p>${escapeHtml(operation.description)}</p>`);
  if (parameters.length > 0) {
    const rows = parameters
      .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? '' : ' <span class="optional">optional</span>'}</td><td>${escapeHtml(p.in)}</td><td>${typeText(p.schema)}</td><td>${[p.description ? escapeHtml(p.description) : '', constraints(p.schema)].filter(Boolean).join('; ')}</td></tr>`)
      .join('');
    parts.push(`<h4>Parameters</h4><table class="fields"><thead><tr><th>name</th><th>in</th><th>type</th><th>notes</th></tr></thead><tbody>${rows}</tbody></table>`);
  }
  if (operation.requestBody) {
    for (const [contentType, { schema }] of Object.entries(operation.requestBody.content)) {
      parts.push(`<h4>Body <code>${escapeHtml(contentType)}</code></h4>${schemaHtml(schema, 0, components)}`);
    }
  }
  parts.push('<h4>Answers</h4>');
  for (const [status, response] of Object.entries(operation.responses)) {
    const headers = Object.entries(response.headers ?? {})
      .map(([name, header]) => `<li>header <code>${escapeHtml(name)}</code>: ${escapeHtml(header.description)}</li>`)
      .join('');
    const bodies = Object.entries(response.content ?? {})
      .map(([contentType, { schema }]) => {
        if (contentType !== 'application/json') return `<p class="note">${escapeHtml(contentType)}</p>`;
        // Error answers all share one shape: a link says enough.
        return refName(schema) === 'Error' ? `<p class="type">${typeText(schema)}</p>` : schemaHtml(schema, 0, components);
      })
      .join('');
    parts.push(`<div class="answer"><p><span class="status status-${escapeHtml(status.charAt(0))}xx">${escapeHtml(status)}</span> ${escapeHtml(response.description)}</p>${headers ? `<ul>${headers}</ul>` : ''}${bodies}</div>`);
  }
  const search = `${method} ${path} ${operation.summary} ${operation.tags.join(' ')}`.toLowerCase();
  return `<details class="operation" id="${escapeHtml(operation.operationId)}" data-search="${escapeHtml(search)}"><summary><span class="method method-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code class="path">${escapeHtml(path)}</code> <span class="summary">${escapeHtml(operation.summary)}</span>${isPublic ? ' <span class="public">no session needed</span>' : ''}</summary>${parts.join('')}</details>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}h2{margin:32px 0 8px;border-bottom:1px solid #e5e7eb;padding-bottom:4px}h4{margin:12px 0 4px}
.intro{color:#4b5563}input[type=search]{width:100%;padding:8px 10px;font:inherit;border:1px solid #cbd5e1;border-radius:6px;margin:12px 0}
details.operation{background:#fff;border:1px solid #e5e7eb;border-radius:6px;margin:6px 0;padding:6px 12px}
summary{cursor:pointer}.method{display:inline-block;min-width:58px;font-weight:600;font-size:12px;text-align:center;border-radius:4px;padding:1px 4px;color:#fff;background:#475569}
.method-get{background:#2563eb}.method-post{background:#16a34a}.method-put{background:#d97706}.method-patch{background:#9333ea}.method-delete{background:#dc2626}
.path{font-weight:600}.summary{color:#4b5563}.public{font-size:12px;color:#065f46;background:#d1fae5;border-radius:4px;padding:0 4px}
table.fields{border-collapse:collapse;width:100%;font-size:13px;margin:4px 0}table.fields th,table.fields td{border:1px solid #e5e7eb;padding:3px 6px;text-align:left;vertical-align:top}
table.fields th{background:#f1f5f9}.optional{color:#6b7280;font-size:11px}.note{color:#6b7280}.type{margin:4px 0}
.status{font-weight:600;padding:0 4px;border-radius:4px}.status-2xx{background:#dcfce7}.status-4xx{background:#fef3c7}.status-5xx{background:#fee2e2}
.answer{margin-left:8px}code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
`;

/** The whole page; `scriptUrl` is the filter script, served from our own origin. */
export function renderApiDocsPage(document: OpenApiDocument, scriptUrl: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as Operation;
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation, document.components.schemas)]);
    }
  }
  const sections = document.tags
    .map(({ name }) => `<section class="tag" data-tag="${escapeHtml(name)}"><h2 id="tag-${escapeHtml(name.replace(/\s+/g, '-'))}">${escapeHtml(name)}</h2>${(byTag.get(name) ?? []).join('')}</section>`)
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<details class="schema" id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary>${schemaHtml(schema)}</details>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)}</h1>
<p class="intro">${escapeHtml(document.info.description)} The machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<input type="search" id="filter" placeholder="Filter routes, e.g. drafts or POST" aria-label="Filter routes" hidden>
${sections}
<section><h2 id="schemas">Schemas</h2>${schemas}</section>
</main><script src="${escapeHtml(scriptUrl)}" defer></script></body></html>`;
}

/** Shows the filter box and hides the routes that do not match what is typed. */
export const API_DOCS_SCRIPT = `'use strict';
(function () {
  var input = document.getElementById('filter');
  if (!input) return;
  input.hidden = false;
  input.addEventListener('input', function () {
    var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
    document.querySelectorAll('section.tag').forEach(function (section) {
      var shown = 0;
      section.querySelectorAll('details.operation').forEach(function (operation) {
        var text = operation.getAttribute('data-search') || '';
        var match = words.every(function (word) { return text.indexOf(word) !== -1; });
        operation.hidden = !match;
        if (match) shown += 1;
      });
      section.hidden = shown === 0;
    });
  });
})();
`;
