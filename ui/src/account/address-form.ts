import {
  ADDRESS_TEXT_FIELDS,
  addressProblems,
  DELIVERY_TYPES,
  type DeliveryType,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@fanshop/core/account';
import type { FormValidator } from '../components/form/form-model';
import { problemMessages } from '../components/form/problem-messages';
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

/**
 * The core's address rules (`addressProblems`: required fields, lengths, the Austrian postal code), the
 * same the account API and the checkout host apply, so the form never sends what they would refuse.
 */
export const validateAddress: FormValidator<AddressFormValues> = (v) => {
  return problemMessages(addressProblems({ ...v, countryId: Number(v.countryId) }));
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
