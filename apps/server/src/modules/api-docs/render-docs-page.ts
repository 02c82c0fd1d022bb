import { escapeHtml } from '../../adapters/mail/escape-html.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/** Who may call: no security requirement, or an empty one among them, means it works signed out. */
function accessOf(op: Operation): string {
  const security = op.security ?? [];
  const schemes = security.flatMap((s) => Object.keys(s));
  if (schemes.length === 0) return 'Public.';
  const optional = security.some((s) => Object.keys(s).length === 0);
  return optional
    ? `Works without credentials; uses ${schemes.join(', ')} when given.`
    : `Needs ${schemes.join(', ')}.`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 1.5rem;color:#111827}
h1{margin-bottom:.25rem}h2{margin-top:2rem;border-bottom:1px solid #d1d5db;text-transform:capitalize}
details{border:1px solid #e5e7eb;border-radius:6px;margin:.4rem 0;padding:.3rem .7rem}
summary{cursor:pointer}code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f3f4f6;padding:.6rem;overflow:auto;max-height:28rem;border-radius:4px}
.m{display:inline-block;min-width:4.2rem;font-weight:700}.get{color:#1d4ed8}.post{color:#047857}
.put,.patch{color:#b45309}.delete{color:#b91c1c}table{border-collapse:collapse}td,th{padding:.2rem .6rem;text-align:left;border-bottom:1px solid #e5e7eb}
`;

const pre = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function renderParameters(parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${rows}</table>`;
}

function renderResponses(op: Operation): string {
  const items = Object.entries(op.responses ?? {}).map(([status, r]) => {
    const description = escapeHtml(r.description ?? '');
    const schema = r.content?.['application/json']?.schema as { $ref?: string } | undefined;
    if (schema?.$ref === ERROR_BODY_REF)
      return `<li><b>${escapeHtml(status)}</b> <a href="#errors">${description}</a></li>`;
    return `<li><b>${escapeHtml(status)}</b> ${description}${schema ? pre(schema) : ''}</li>`;
  });
  return `<h4>Answers</h4><ul>${items.join('')}</ul>`;
}

function renderOperation(method: string, path: string, op: Operation): string {
  const body = op.requestBody?.content?.['application/json']?.schema;
  return (
    `<details><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>` +
    `${op.summary ? ` — ${escapeHtml(op.summary)}` : ''}</summary>` +
    `<p><code>${escapeHtml(op.operationId ?? '')}</code> · ${escapeHtml(accessOf(op))}</p>` +
    `${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}` +
    renderParameters(op.parameters ?? []) +
    `${body ? `<h4>Request body (application/json)</h4>${pre(body)}` : ''}` +
    renderResponses(op) +
    '</details>'
  );
}

/**
 * The documentation page of /api/docs: the OpenAPI document as one self-contained HTML page (no script, no other
 * origin; its styles inline), operations grouped by tag, each opening to its parameters, body and answers.
 */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, ops]) => `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(doc.info.title)} — API documentation</title><style>${STYLE}</style></head><body>` +
    `<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>` +
    `<p>${escapeHtml(doc.info.description ?? '')}</p>` +
    `<p>OpenAPI ${escapeHtml(doc.openapi)} document: <a href="/api/openapi.json">/api/openapi.json</a></p>` +
    `<main>${sections}<section><h2 id="errors">Errors</h2><p>Every non-2xx answer has the body ` +
    '<code>{ "error": "…", "message": "…", "code": "AREA_REASON" }</code>; each operation lists its statuses ' +
    'and their codes.</p></section></main></body></html>'
  );
}
