// The SMTP path against a real SMTP server (smtp-server) started in the test.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { lastMail, localPath, TestBrowser, uniqueEmail } from '../test-support/accounts.ts';
import { createTestServer } from '../test-support/test-server.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let server: RunningServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Stellara <stars@example.org>' });
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('sign-up sends the verification mail over SMTP (not to the outbox), and its link verifies', async () => {
  const email = uniqueEmail('smtp');
  const browser = new TestBrowser(server.app);
  expect(server.ctx.accounts.mailer.mode).toBe('smtp');
  const r = await browser.post('/api/auth/sign-up/email', { name: 'Mailed', email, password: 'secret1' });
  expect(r.statusCode).toBe(200);
  await expect.poll(() => received.find((m) => m.to.includes(email)), { timeout: 5000 }).toBeTruthy();
  const mail = received.find((m) => m.to.includes(email))!;
  expect(mail.from).toBe('stars@example.org');
  expect(mail.data).toMatch(/Subject: Confirm your email for Stellara/);
  expect(await lastMail(server, email)).toBeNull();
  // The link in the (quoted-printable) body verifies the address and signs in.
  const body = mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = body.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  expect(link).toBeTruthy();
  const verify = await browser.get(localPath(link!));
  expect(verify.statusCode).toBeLessThan(400);
  expect((await browser.get('/api/me')).json()).toMatchObject({ signedIn: true, user: { email, emailVerified: true } });
});
