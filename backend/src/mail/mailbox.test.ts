import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../testing/customers';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('given mail in the outbox', () => {
  it('when a person opens /_mailbox/, then the list links each mail and the mail links are clickable', async () => {
    const session = await registerCustomer(server, { firstName: '<script>alert(1)</script>' });
    const list = await server.request('GET', '/_mailbox/');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(list.text).toContain(session.email);
    const id = /href="\/_mailbox\/(\d+)\/"/.exec(list.text)![1];

    const mail = await server.request('GET', `/_mailbox/${id}/`);
    expect(mail.status).toBe(200);
    expect(mail.text).not.toContain('<script>');
    expect(mail.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const link = /<a href="(http:\/\/127\.0\.0\.1:3000\/doi\/thankyou\/[^"]+)">/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(link![1]).toContain(`/doi/thankyou/${session.hash}/?token=`);
  });

  it('when a mail has an HTML part, then the mail shows it with its pictures allowed, and the plain text beside it', async () => {
    server.services.outbox.send(
      'anna@example.test',
      'Your order AT2026-000042',
      'Thank you for your order.\nhttp://127.0.0.1:3000/my-account/orders/',
      '<p>Thank you <strong>Anna</strong></p><img src="http://127.0.0.1:4000/images/products/101.svg" alt="" />',
    );
    const id = server.services.outbox.list()[0]!.id;
    const mail = await server.request('GET', `/_mailbox/${id}/`);
    expect(mail.text).toContain(
      '<div class="mail-html"><p>Thank you <strong>Anna</strong></p><img src="http://127.0.0.1:4000/images/products/101.svg" alt="" /></div>',
    );
    expect(mail.text).toContain('<a href="http://127.0.0.1:3000/my-account/orders/">');
    expect(mail.headers.get('content-security-policy')).toContain("img-src 'self'");
    expect(mail.headers.get('content-security-policy')).not.toContain('script-src');
  });

  it('when a mail does not exist, then 404 JSON', async () => {
    const res = await server.request('GET', '/_mailbox/99999/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: { mail: 'not found' }, codes: { mail: 'not-found' } });
  });
});

describe('given the mailbox is switched off', () => {
  it('when opened, then it does not exist', async () => {
    const off = await startTestServer({ config: { mailbox: false } });
    try {
      expect((await off.request('GET', '/_mailbox/')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
