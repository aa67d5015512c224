/**
 * The customer's account: personal data, shipping addresses, orders and the password change, with their forms' rules and use cases (spec sections 3, 4 and 5).
 *
 * @module
 */
export { type PersonalDataUpdate, type PasswordChange, type AccountGateway } from './account-gateway.js';
export {
  USER_GENDERS,
  readUserGender,
  accountPriceType,
  type UserGender,
  type PersonalData,
  type User,
  type Account,
} from './account.js';
export {
  NAME_MAX_LENGTH,
  ADDRESS_TEXT_LIMITS,
  ADDRESS_TEXT_FIELDS,
  AUSTRIA_COUNTRY_ID,
  textProblem,
  isPostalCode,
  postalCodeProblem,
  addressFieldProblem,
  addressProblems,
  type AddressTextField,
  type AddressText,
  type TextProblem,
  type PostalCodeProblem,
  type AddressFieldProblem,
} from './address-rules.js';
export { ChangePassword } from './change-password.js';
export {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  BIRTHDAY_LENGTH,
  EARLIEST_BIRTHDAY,
  nameProblem,
  emailProblem,
  isEmailAddress,
  currentPasswordProblem,
  newPasswordProblem,
  isPasswordConfirmed,
  confirmationProblem,
  phoneProblem,
  birthdayProblem,
  type EmailProblem,
  type PasswordProblem,
  type ConfirmationProblem,
  type PhoneProblem,
  type BirthdayProblem,
} from './field-rules.js';
export { DeleteShippingAddress } from './delete-shipping-address.js';
export { formErrors, formFailures, loginFormFailures } from './form-errors.js';
export { LoadAccount, type AccountLoader } from './load-account.js';
export { LoadOrder } from './load-order.js';
export { LoadOrders } from './load-orders.js';
export { orderPieceCount, type OrderLine, type OrderTotals, type OrderAddress, type Order } from './order.js';
export {
  PASSWORD_CHANGE_FIELDS,
  emptyPasswordChangeForm,
  isPasswordChangeFormChanged,
  isNewPasswordConfirmed,
  canSubmitPasswordChange,
  passwordChangeErrors,
  type PasswordChangeForm,
  type PasswordChangeField,
} from './password-change-form.js';
export {
  PERSONAL_DATA_FIELDS,
  EDITABLE_PERSONAL_DATA_FIELDS,
  personalDataFormOf,
  trimPersonalData,
  isPersonalDataChanged,
  canSubmitPersonalData,
  personalDataUpdateOf,
  personalDataErrors,
  type PersonalDataForm,
  type PersonalDataField,
} from './personal-data-form.js';
export { SavePersonalData } from './save-personal-data.js';
export { SaveShippingAddress, type ShippingAddressInput } from './save-shipping-address.js';
export { SetDefaultShippingAddress } from './set-default-shipping-address.js';
export {
  DELIVERY_TYPES,
  shippingAddressDraftOf,
  defaultShippingAddress,
  type DeliveryType,
  type PostalAddress,
  type ShippingAddressDraft,
  type ShippingAddress,
} from './shipping-address.js';
export {
  PAYMENT_METHODS,
  PAYMENT_OPEN_MS,
  answerPayment,
  isPaymentMethod,
  paymentMethodsFor,
  paysOnline,
  type PaymentAnswer,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentStep,
} from './payment.js';
