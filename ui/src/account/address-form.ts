import {
  ADDRESS_TEXT_FIELDS,
  addressProblems,
  type AddressFieldProblem,
  type AddressTextField,
  DELIVERY_TYPES,
  type DeliveryType,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@fanshop/core/account';
import type { FormValidator } from '../components/form/form-model';
import type { MessageRef } from '../components/form/server-messages';
import { DEFAULT_COUNTRY_ID } from './countries';

/** The address form as typed: text everywhere, the country as its code, the default as a checkbox. */
export type AddressFormValues = {
  firstname: string;
  lastname: string;
  street: string;
  streetNo: string;
  postal: string;
  city: string;
  countryId: string;
  deliveryType: string;
  isDefault: boolean;
};

/** The fields the API names in its `errors` object: the core's text fields and the choices beside them. */
export const ADDRESS_FIELDS = [...ADDRESS_TEXT_FIELDS, 'countryId', 'deliveryType', 'isDefault'] as const;

/** The words for each of the core's address problems (the account API and the checkout word them alike). */
function messageOf(problem: AddressFieldProblem): MessageRef {
  switch (problem.code) {
    case 'required':
      return { key: 'forms.required' };
    case 'too-long':
      return { key: 'forms.server.maxLength', values: { count: problem.max } };
    case 'invalid-characters':
      return { key: 'forms.server.invalidCharacters' };
    case 'postal-code':
      return { key: 'forms.server.postal' };
    case 'postal-code-austria':
      return { key: 'forms.server.postalAustria' };
  }
}

/**
 * The core's address rules (`addressProblems`: required fields, lengths, the Austrian postal code), the
 * same the account API and the checkout host apply, so the form never sends what they would refuse.
 */
export const validateAddress: FormValidator<AddressFormValues> = (v) => {
  const problems = addressProblems({ ...v, countryId: Number(v.countryId) });
  const errors: Partial<Record<AddressTextField, MessageRef>> = {};
  for (const field of ADDRESS_TEXT_FIELDS) {
    const problem = problems[field];
    if (problem) errors[field] = messageOf(problem);
  }
  return errors;
};

/** The form for a stored address, or a new one (prefilled with the customer's name; the first becomes the default). */
export function addressFormOf(
  address: ShippingAddress | undefined,
  defaults: { firstname: string; lastname: string; first: boolean },
): AddressFormValues {
  if (!address) {
    return {
      firstname: defaults.firstname,
      lastname: defaults.lastname,
      street: '',
      streetNo: '',
      postal: '',
      city: '',
      countryId: String(DEFAULT_COUNTRY_ID),
      deliveryType: 'home',
      isDefault: defaults.first,
    };
  }
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    streetNo: address.streetNo,
    postal: address.postal,
    city: address.city,
    countryId: String(address.countryId),
    deliveryType: address.deliveryType,
    isDefault: address.isDefault,
  };
}

/** What the core saves: trimmed text, the country as a number, a known delivery type. */
export function addressInputOf(values: AddressFormValues, uuid: string | undefined): ShippingAddressInput {
  const deliveryType: DeliveryType = (DELIVERY_TYPES as readonly string[]).includes(values.deliveryType)
    ? (values.deliveryType as DeliveryType)
    : 'home';
  return {
    ...(uuid ? { uuid } : {}),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: values.street.trim(),
    streetNo: values.streetNo.trim(),
    postal: values.postal.trim(),
    city: values.city.trim(),
    countryId: Number(values.countryId),
    deliveryType,
    isDefault: values.isDefault,
  };
}
