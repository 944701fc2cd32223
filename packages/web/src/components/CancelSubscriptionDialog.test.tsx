import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '');
const never = () => Promise.reject(new Error('not called while rendering'));

describe('the Cancel Subscription confirmation', () => {
  test('names the date the paid period ends, that it does not renew, and what Free keeps', () => {
    const html = renderToStaticMarkup(
      <CancelSubscriptionDialog plan="pro" periodEnd="2026-12-24T10:00:00.000Z" onClose={() => {}} onConfirm={never} />,
    );
    expect(text(html)).toContain('Cancel your Pro subscription?');
    expect(text(html)).toContain(
      'You keep Pro until 24 Dec 2026, the end of the period you paid for. It does not renew.',
    );
    expect(text(html)).toContain('Free keeps the last 10 chats');
    expect(text(html)).toContain('compatibility, composite charts');
    expect(text(html)).toContain('Keep Pro');
    expect(text(html)).toContain('Yes, cancel at period end');
  });

  test('without a known period end it says so without a date; plus loses its own pages only', () => {
    const html = text(
      renderToStaticMarkup(
        <CancelSubscriptionDialog plan="plus" periodEnd={null} onClose={() => {}} onConfirm={never} />,
      ),
    );
    expect(html).toContain('You keep Plus until the end of the period you paid for.');
    expect(html).not.toContain('compatibility');
    expect(html).toContain('folders, stored charts, transits');
  });

  test('extra charts bought: it says they stop with the plan, on the same date, and are not billed after', () => {
    const one = text(
      renderToStaticMarkup(
        <CancelSubscriptionDialog
          plan="plus"
          periodEnd="2026-12-24T10:00:00.000Z"
          extraCharts={1}
          onClose={() => {}}
          onConfirm={never}
        />,
      ),
    );
    expect(one).toContain(
      'Your extra chart stops with Plus: cancelled too, ending on 24 Dec 2026, and not billed after.',
    );
    const two = text(
      renderToStaticMarkup(
        <CancelSubscriptionDialog plan="pro" periodEnd={null} extraCharts={2} onClose={() => {}} onConfirm={never} />,
      ),
    );
    expect(two).toContain(
      'Your 2 extra charts stop with Pro: cancelled too, ending when Pro does, and not billed after.',
    );
    const none = text(
      renderToStaticMarkup(
        <CancelSubscriptionDialog plan="pro" periodEnd={null} onClose={() => {}} onConfirm={never} />,
      ),
    );
    expect(none).not.toContain('extra chart');
  });
});
