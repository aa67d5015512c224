import { expect, type Page } from '@playwright/test';

/**
 * The reference API's outbox as a person reads it: `GET /_mailbox/` lists the mails (newest first)
 * as an HTML table of sent time, recipient and subject; `GET /_mailbox/{id}/` shows one mail with its
 * links clickable (docs/api.md "Mailbox").
 */

/** One row of the mailbox list. */
export interface MailRow {
  readonly id: number;
  readonly recipient: string;
  readonly subject: string;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The mailbox list, newest first. */
export async function listMail(api: string): Promise<MailRow[]> {
  const res = await fetch(`${api}/_mailbox/`);
  if (res.status !== 200) throw new Error(`the mailbox answered ${res.status}`);
  const text = await res.text();
  const rows: MailRow[] = [];
  for (const [, recipient, id, subject] of text.matchAll(
    /<td>([^<]*)<\/td>\s*<td><a href="\/_mailbox\/(\d+)\/">([^<]*)<\/a><\/td>/g,
  )) {
    rows.push({ id: Number(id), recipient: unescapeHtml(recipient!), subject: unescapeHtml(subject!) });
  }
  return rows;
}

/** Waits for the newest mail to `recipient` with `subject`. */
export async function waitForMail(api: string, recipient: string, subject: string): Promise<MailRow> {
  const find = async () =>
    (await listMail(api)).find((m) => m.recipient === recipient && m.subject === subject);
  await expect.poll(find, { message: `a mail “${subject}” to ${recipient}` }).toBeDefined();
  return (await find())!;
}

/** The links of one mail, in order. */
export async function mailLinks(api: string, id: number): Promise<string[]> {
  const res = await fetch(`${api}/_mailbox/${id}/`);
  if (res.status !== 200) throw new Error(`mail ${id}: the mailbox answered ${res.status}`);
  const text = await res.text();
  return [...text.matchAll(/<a href="(https?:\/\/[^"]+)">/g)].map((m) => unescapeHtml(m[1]!));
}

/**
 * Opens the mailbox in the page as a person would, waits for the mail to `recipient` with `subject`
 * (reloading the list until it is there), and opens it. The page then shows the mail with its links.
 */
export async function openMailInPage(
  page: Page,
  api: string,
  recipient: string,
  subject: string,
): Promise<void> {
  const mail = await waitForMail(api, recipient, subject);
  await page.goto(`${api}/_mailbox/`);
  const row = page.getByRole('row').filter({ hasText: recipient }).filter({ hasText: subject }).first();
  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(`${api}/_mailbox/${mail.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}
