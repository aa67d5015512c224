import type { Language } from '../catalogue/catalogue-api';
import type { Services } from '../services';
import type { CustomerRow } from './account-store';

/** The storefront's address of a path in a language (German under `/de/`). */
function storefront(s: Services, language: Language, path: string): string {
  return `${s.config.storefrontUrl}${language === 'de' ? '/de' : ''}${path}`;
}

function doiLink(s: Services, language: Language, userHash: string, token: string): string {
  return storefront(
    s,
    language,
    `/doi/thankyou/${encodeURIComponent(userHash)}/?token=${encodeURIComponent(token)}`,
  );
}

/**
 * Sends an account mail that anyone can cause, paced per address and kind (`MailPacer`): now, or once
 * the address's minute has passed, the newest request's mail replacing an older one still waiting.
 * The caller's answer is the same either way, so the pacing tells nothing about the account.
 */
export function sendPaced(
  s: Services,
  kind: string,
  to: string,
  compose: () => [subject: string, body: string] | null,
): void {
  s.mailPacer.request(`${kind}:${to.toLowerCase()}`, () => {
    const mail = compose();
    if (mail) s.outbox.send(to, ...mail);
  });
}

/**
 * The double opt-in mail of a new account (registration, or an account made of a guest order): a
 * link valid for `doiTtlMs` that confirms the address.
 */
export function sendDoubleOptIn(s: Services, account: CustomerRow, language: Language = 'en'): void {
  const token = s.accounts.createOneTimeToken(account.id, 'doi', s.config.doiTtlMs);
  const link = doiLink(s, language, account.hash, token);
  if (language === 'de') {
    s.outbox.send(
      account.email,
      'Bitte bestätige deine E-Mail-Adresse',
      `Hallo ${account.first_name},\n\nwillkommen im Fanshop! Bitte bestätige deine E-Mail-Adresse:\n` +
        `${link}\n\nDer Link ist 7 Tage gültig.`,
    );
    return;
  }
  s.outbox.send(
    account.email,
    'Please confirm your email address',
    `Hello ${account.first_name},\n\nwelcome to the fan shop! Please confirm your email address:\n` +
      `${link}\n\nThe link is valid for 7 days.`,
  );
}

/**
 * Tells the owner of an address that already has an account that someone tried to open another with
 * it (paced: anyone can cause it). The one who tried learns nothing: their answer is a success.
 */
export function sendAlreadyRegistered(s: Services, owner: CustomerRow, language: Language = 'en'): void {
  sendPaced(s, 'registered', owner.email, () =>
    language === 'de'
      ? [
          'Jemand wollte sich mit deiner Adresse registrieren',
          `Hallo ${owner.first_name},\n\njemand wollte mit dieser Adresse ein neues Fanshop-Konto eröffnen. ` +
            `Du hast schon eines. Zum Anmelden: ${storefront(s, language, '/login/')}\n` +
            `Passwort vergessen? ${storefront(s, language, '/forgot-password/')}\n\n` +
            'Wenn du das nicht warst, kannst du diese Mail ignorieren.',
        ]
      : [
          'Someone tried to register with your address',
          `Hello ${owner.first_name},\n\nsomeone tried to open a new fan shop account with this address. ` +
            `You already have one. To log in, go to ${storefront(s, language, '/login/')}\n` +
            `Forgot your password? ${storefront(s, language, '/forgot-password/')}\n\n` +
            'If this was not you, you can ignore this mail.',
        ],
  );
}
