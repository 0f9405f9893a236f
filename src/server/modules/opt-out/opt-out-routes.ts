import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { addRoute, err } from '#server/http/route-spec.ts';
import { registerCustomerScope } from '#server/http/customer-scope.ts';
import { findOptOut, optOut } from '#server/mail/opt-out.ts';
import { getSettings } from '#server/modules/settings/settings-store.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of its own (no app bundle): it must work from any mail client's browser. */
function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  reply.header('X-Robots-Tag', 'noindex');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}</style>` +
        `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

const tokenParams = z.object({ token: z.string().max(100) });
const html = (description: string) => ({ description, contentType: 'text/html' });
const answers = { 200: html('the page'), 404: html('unknown link'), 429: err('too many requests from this address') };

/**
 * The customer's opt-out link (footer of every customer mail): the unguessable token alone
 * authorizes it, never an id. Opening the link only asks (mail scanners open links); the button
 * posts the opt-out. Honoured by reminders (modules/reminders).
 */
export async function optOutRoutes(app: FastifyInstance): Promise<void> {
  // The URL holds the token: it is never sent to another site, and the page's own form posts back.
  registerCustomerScope(app, (scope) => optOutPages(scope, app), { referrerPolicy: 'same-origin' });
}

function optOutPages(scope: FastifyInstance, app: FastifyInstance): void {
  // The page's button posts an empty HTML form.
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  const unknown = (reply: FastifyReply) => page(reply, 404, 'Link not found', '<p>This link is not valid. If you copied it from an e-mail, please check that it is complete.</p>');

  const show = { method: 'GET', path: '/opt-out/:token', tag: 'Customers', public: true, summary: 'The opt-out page of a customer e-mail address', params: tokenParams, answers } as const;
  addRoute(scope, show, async ({ params: { token } }, _request, reply) => {
    const found = await findOptOut(app.db, token);
    if (!found) return unknown(reply);
    const { companyName } = await getSettings(app.db);
    if (found.optedOutAt) return page(reply, 200, 'Reminders stopped', `<p>You will not get reminders from ${escapeHtml(companyName)} at ${escapeHtml(found.email)}.</p>`);
    return page(
      reply,
      200,
      `Stop reminders from ${companyName}`,
      `<p>${escapeHtml(companyName)} sends reminders about quotes and invoices to ${escapeHtml(found.email)}. You can stop them here.</p>` +
        `<form method="post"><button type="submit">Stop reminders</button></form>` +
        `<p><small>You will still get copies of documents you sign and receipts of payments.</small></p>`,
    );
  });

  const confirm = { method: 'POST', path: '/opt-out/:token', tag: 'Customers', public: true, summary: 'Stop reminders to a customer e-mail address', params: tokenParams, answers } as const;
  addRoute(scope, confirm, async ({ params: { token } }, _request, reply) => {
    const done = await optOut(app.db, token);
    if (!done) return unknown(reply);
    const { companyName } = await getSettings(app.db);
    return page(reply, 200, 'Reminders stopped', `<p>You will not get reminders from ${escapeHtml(companyName)} at ${escapeHtml(done.email)}.</p>`);
  });
}
