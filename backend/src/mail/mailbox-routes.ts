import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { html, linkify, raw, SHOP_COLOURS, type SafeHtml, unindexedPage } from '../html/html';
import type { Outbox } from './outbox';

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:${SHOP_COLOURS.ink};background:${SHOP_COLOURS.grey}}
header{background:${SHOP_COLOURS.red};color:#fff;padding:12px 24px;font-weight:700}
header a{color:#fff;text-decoration:none}
main{max-width:860px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}
.outbox{width:100%;border-collapse:collapse}.outbox td,.outbox th{text-align:left;padding:8px;border-bottom:1px solid #ddd}
main>p a,.outbox a{color:${SHOP_COLOURS.darkRed}}pre{white-space:pre-wrap;word-break:break-all;font:inherit}
.mail-html{border:1px solid #ddd;border-radius:6px;padding:16px;margin:16px 0;overflow-x:auto}
summary{cursor:pointer;font-weight:700;margin:8px 0}
`;

function page(title: string, content: SafeHtml): string {
  return unindexedPage({
    language: 'en',
    title,
    head: html`<style>
      ${STYLE}
    </style>`,
    body: html`<header><a href="/_mailbox/">Fan shop · mailbox</a></header>
      <main>${content}</main>`,
  });
}

// The HTML part of a mail shows its pictures, which the API itself serves (product images).
const HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/**
 * The outbox as HTML at `/_mailbox/` (list) and `/_mailbox/{id}/` (one mail, links clickable, its
 * HTML part when it has one, the plain text beside it), for a person on a machine with no mail
 * server. Every value is escaped.
 */
export function registerMailboxRoutes(app: Hono<AppEnv>, outbox: Outbox): void {
  app.get('/_mailbox/', (c) => {
    const mails = outbox.list();
    const rows = mails.map(
      (m) =>
        html`<tr>
          <td>${new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 19)}</td>
          <td>${m.recipient}</td>
          <td><a href="/_mailbox/${m.id}/">${m.subject}</a></td>
        </tr>`,
    );
    const content = mails.length
      ? html`<h1>Outbox</h1>
          <table class="outbox">
            <thead>
              <tr>
                <th>Sent (UTC)</th>
                <th>To</th>
                <th>Subject</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`
      : html`<h1>Outbox</h1>
          <p>No mail yet.</p>`;
    return c.html(page('Mailbox', content), 200, HEADERS);
  });

  app.get('/_mailbox/:id{[0-9]{1,12}}/', (c) => {
    const mail = outbox.get(Number(c.req.param('id')));
    if (!mail) throw notFound('mail');
    const content = html`<p><a href="/_mailbox/">← All mail</a></p>
      <h1>${mail.subject}</h1>
      <p>
        <strong>To:</strong> ${mail.recipient}<br /><strong>Sent:</strong>
        ${new Date(mail.createdAt).toISOString()}
      </p>
      ${
        mail.html === undefined
          ? html`<pre>${linkify(mail.body)}</pre>`
          : // The HTML part was built by the shop with the escaping template; shown as a mail client would.
            html`<div class="mail-html">${raw(mail.html)}</div>
              <details>
                <summary>Plain text</summary>
                <pre>${linkify(mail.body)}</pre>
              </details>`
      }`;
    return c.html(page(mail.subject, content), 200, HEADERS);
  });
}
