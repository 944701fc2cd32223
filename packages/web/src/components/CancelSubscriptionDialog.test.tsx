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
});
