import type { PersonalData } from './account.js';
import type { AccountGateway } from './account-gateway.js';
import {
  canSubmitPersonalData,
  personalDataFormOf,
  personalDataUpdateOf,
  type PersonalDataForm,
} from './personal-data-form.js';

/**
 * Saves the account-details form and returns the updated local copy (spec section 4), so the page
 * need not refetch. Sends the trimmed editable fields only; the email is never sent. With nothing
 * changed it returns `current` without a call. API failures are rethrown for `personalDataErrors`.
 */
export class SavePersonalData {
  constructor(private readonly accounts: Pick<AccountGateway, 'savePersonalData'>) {}

  async execute<T extends PersonalData>(current: T, form: PersonalDataForm): Promise<T> {
    if (!canSubmitPersonalData(personalDataFormOf(current), form)) return current;
    const update = personalDataUpdateOf(form);
    await this.accounts.savePersonalData(update);
    return { ...current, ...update };
  }
}
