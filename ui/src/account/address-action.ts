import type { FormAction } from '../app/form-action';
import { FormModel } from '../components/form/form-model';
import {
  ADDRESS_FIELDS,
  addressFormOf,
  addressInputOf,
  validateAddress,
  type AddressFormValues,
} from './address-form';

/** The query parameter that opens the address editor: `new`, or the uuid of the address to edit. */
export const EDIT_PARAM = 'edit';

/** Which editor the address page's query opens: none, a new address, or the stored one with this uuid. */
export function editingOf(query: string): null | 'new' | string {
  const edit = new URLSearchParams(query).get(EDIT_PARAM)?.trim();
  return edit ? edit : null;
}

/**
 * Saves a new address (`uuid` undefined) or the stored one: the form starts with the address, or with
 * the customer's name and, for their first address, as the default; saving refetches the account.
 */
export function addressAction(uuid: string | undefined): FormAction<AddressFormValues, 'account'> {
  return {
    create({ services }) {
      const accountStore = services.account;
      const account = accountStore.account;
      const address = uuid === undefined ? undefined : accountStore.addresses.find((a) => a.uuid === uuid);
      return new FormModel<AddressFormValues>(
        addressFormOf(address, {
          firstname: account?.firstName ?? '',
          lastname: account?.lastName ?? '',
          first: accountStore.addresses.length === 0,
        }),
        validateAddress,
      );
    },
    submit: (form, { services }) =>
      form.submit((values) => services.account.saveAddress(addressInputOf(values, uuid)), {
        fields: ADDRESS_FIELDS,
      }),
  };
}

/** The address form as the page's query names it, for a native post of it (`?edit=new` or `?edit=uuid`). */
export const addressFromQuery: FormAction<AddressFormValues, 'account'> = {
  create: (context) => addressAction(editedUuid(context.match.query)).create(context),
  submit: (form, context) => addressAction(editedUuid(context.match.query)).submit(form, context),
};

function editedUuid(query: string): string | undefined {
  const editing = editingOf(query);
  return editing === null || editing === 'new' ? undefined : editing;
}
