// HTTP for upgrades and billing: checkout, the test-mode checkout page, the provider webhook, portal,
// invoices and cancellation.
import {
  billingStatusSchema,
  checkoutAnswerSchema,
  checkoutSchema,
  errorCodes,
  type InvoicesAnswer,
  invoicesAnswerSchema,
  type PortalAnswer,
  portalAnswerSchema,
} from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { memberOf } from '../../http/guards.ts';
import { docsFor } from '../../http/route-docs.ts';
import { withInput } from '../../http/route-input.ts';
import type { BillingService } from './billing.service.ts';
import { paymentsNotConfigured } from './unconfigured.provider.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function testCheckoutPage(checkoutId: string, what: string, price: string): string {
  const id = escapeHtml(checkoutId);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout · Stellara</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b2f}
.banner{background:#ffe08a;border:2px dashed #b8860b;padding:1rem;border-radius:.5rem;font-weight:600}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:.5rem;border:0;background:#4b3fa8;color:#fff;cursor:pointer}
a{color:#4b3fa8}</style></head>
<body>
<p class="banner" role="alert">TEST MODE — no payment service is configured. No card is asked for and no money is taken.</p>
<h1>Confirm: ${escapeHtml(what)}</h1>
<p>Price shown for reference: ${escapeHtml(price)}</p>
<form method="post" action="/api/billing/test-checkout/${id}/complete">
<button type="submit">Complete test purchase</button>
</form>
<p><a href="/upgrade?checkout=cancelled">Cancel and go back</a></p>
</body></html>`;
}

function testPortalPage(plan: string, cancelling: boolean, periodEnd: string | null): string {
  const name = plan === 'plus' ? 'Stellara Plus' : plan === 'pro' ? 'Stellara Pro' : 'Stellara Free';
  const until = periodEnd ? periodEnd.slice(0, 10) : null;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE payment method · Stellara</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b2f}
.banner{background:#ffe08a;border:2px dashed #b8860b;padding:1rem;border-radius:.5rem;font-weight:600}
a{color:#4b3fa8}</style></head>
<body>
<p class="banner" role="alert">TEST MODE — no payment service is configured, so no card is stored and there is nothing to update.</p>
<h1>Payment method</h1>
<p>Plan: ${escapeHtml(name)}${until ? (cancelling ? `, ends on ${escapeHtml(until)}` : `, renews on ${escapeHtml(until)}`) : ''}.</p>
<p>With a payment service configured, this button opens its secure page for changing the card.</p>
<p><a href="/upgrade">Back to Stellara</a></p>
</body></html>`;
}

const doc = docsFor({ tag: 'billing', access: 'member' });
const page = (summary: string) => doc(summary, { answer: 'html' });

export async function billingRoutes(api: FastifyInstance, opts: { billing: BillingService }) {
  const typed = withInput(api);
  const { billing } = opts;

  api.get('/billing', doc('Plan and billing status', { response: billingStatusSchema }), async (request) => {
    const viewer = await memberOf(request);
    return billing.status(viewer.user.id, viewer.tier ?? 'free');
  });

  const checkout = doc('Start a checkout for a plan or extra charts', {
    body: checkoutSchema,
    response: checkoutAnswerSchema,
    // Extra charts on the free plan; no payment provider.
    errors: [403, 503],
    description: 'Answers 503 "Payments are not configured on this server." when there is no payment provider.',
  });
  typed.post('/billing/checkout', checkout, async (parsed, request) => {
    const viewer = await memberOf(request);
    const input = parsed.body;
    // Said first: with no payment provider no checkout can work, whatever the member asks for.
    if (billing.provider.kind === 'none') throw paymentsNotConfigured();
    if (input.extraCharts && !input.plan && !['plus', 'pro'].includes(viewer.tier ?? 'free')) {
      throw new HttpError(403, errorCodes.planRequired, 'Extra charts are for Plus and Pro members.', { plan: 'plus' });
    }
    return billing.startCheckout(viewer.user, input);
  });

  const checkoutPage = page('Test-mode checkout page (no payment service configured)');
  api.get('/billing/test-checkout/:id', checkoutPage, async (request, reply) => {
    const viewer = await memberOf(request);
    const row = await billing.testCheckout(viewer.user.id, (request.params as { id: string }).id);
    const what = row.plan ? `Stellara ${row.plan === 'plus' ? 'Plus' : 'Pro'}` : `${row.extraCharts} extra chart(s)`;
    const price = row.plan ? (row.plan === 'plus' ? '$25/month' : '$45/month') : `$${10 * row.extraCharts}/month`;
    reply.type('text/html; charset=utf-8');
    // The page's form posts to our own origin: with the site-wide no-referrer policy a browser would send
    // `Origin: null` on that POST and the CSRF check would refuse it. Same-origin requests keep their origin.
    reply.header('referrer-policy', 'same-origin');
    return testCheckoutPage(row.id, what, price);
  });

  await api.register(async (scope) => {
    // The test checkout page posts an ordinary (empty) form.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );
    const complete = doc('Complete a test-mode checkout (a form post redirects with 303)');
    scope.post('/billing/test-checkout/:id/complete', complete, async (request, reply) => {
      const viewer = await memberOf(request);
      await billing.completeTestCheckout(viewer.user.id, (request.params as { id: string }).id);
      if (request.headers['content-type']?.startsWith('application/json')) return { completed: true };
      return reply.redirect('/upgrade?checkout=success', 303);
    });
  });

  await api.register(async (scope) => {
    // The signature is over the exact bytes: keep the raw body.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const webhook = doc('Stripe webhook (signed raw body)', {
      access: 'visitor',
      headers: [{ name: 'stripe-signature', description: "Stripe's signature over the exact body bytes." }],
      description: 'Answers 404 unless Stripe is the configured payment provider.',
      errors: [404],
    });
    scope.post('/billing/webhook/stripe', webhook, async (request) => {
      if (billing.provider.kind !== 'stripe') throw new HttpError(404, errorCodes.notFound, 'No payment provider.');
      const signature = request.headers['stripe-signature'];
      return billing.webhook(String(request.body ?? ''), typeof signature === 'string' ? signature : undefined);
    });
  });

  const portal = doc("The payment provider's page for changing the card", {
    response: portalAnswerSchema,
    // 503: no payment provider on this server.
    errors: [409, 503],
  });
  api.post(
    '/billing/portal',
    portal,
    async (request): Promise<PortalAnswer> => ({
      url: await billing.portalUrl((await memberOf(request)).user.id),
    }),
  );
  api.get(
    '/billing/invoices',
    doc('Invoices', { response: invoicesAnswerSchema }),
    async (request): Promise<InvoicesAnswer> => ({
      invoices: await billing.invoices((await memberOf(request)).user.id),
    }),
  );
  api.post(
    '/billing/cancel',
    doc('Cancel at period end', { response: billingStatusSchema, errors: [409, 503] }),
    async (request) => billing.cancel((await memberOf(request)).user.id),
  );
  /** Test mode: a completed test checkout's invoice, downloaded as an HTML file. */
  const invoice = page('Test mode: a test invoice as an HTML file');
  api.get('/billing/invoices/:id/document', invoice, async (request, reply) => {
    const viewer = await memberOf(request);
    const { filename, html } = await billing.testInvoiceDocument(viewer.user, (request.params as { id: string }).id);
    reply.type('text/html; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    reply.header('cache-control', 'no-store');
    return html;
  });

  /** Test mode's "Update Payment Method": there is no card to update; the page says so and leads back. */
  api.get('/billing/test-portal', page('Test mode: the payment method page'), async (request, reply) => {
    const viewer = await memberOf(request);
    if (billing.provider.kind !== 'test') throw new HttpError(404, errorCodes.notFound, 'Not found.');
    const status = await billing.status(viewer.user.id, viewer.tier ?? 'free');
    reply.type('text/html; charset=utf-8');
    return testPortalPage(status.plan, status.cancelAtPeriodEnd, status.currentPeriodEnd);
  });
}
