import * as z from 'zod/mini';
import {
  DELIVERY_TYPES,
  readUserGender,
  type Account,
  type Order,
  type OrderAddress,
  type OrderLine,
  type ShippingAddress,
} from '@fanshop/core/account';
import { cents } from './money.js';
import { linePrint } from './print.js';

/*
 * The account, address and order answers, read leniently where the API may leave optional fields
 * out: the API's optional text may come as `null` and the shop shows it as empty, flags may come as
 * 0/1 or '0'/'1', whole numbers as strings of digits. What the shop cannot work without (a stored
 * address's or an order's uuid, amounts in integer cents) fails the parse, naming the field.
 */

/** Text, or `''` when missing, `null` or not text; numbers are kept as their digits. */
const text = z.catch(
  z.union([
    z.string(),
    z.pipe(
      z.number(),
      z.transform((n) => String(n)),
    ),
  ]),
  '',
);

/** Text that must be there: a stored address's or an order's uuid. */
const requiredText = z.pipe(text, z.string().check(z.regex(/\S/, 'required')));

/** A web address (http or https) the shop may link to, or nothing: any other scheme reads as nothing. */
const webAddress = z.catch(
  z.pipe(
    z.string(),
    z.transform((value) => (/^https?:\/\/[^\s]+$/i.test(value) ? value : undefined)),
  ),
  undefined,
);

/** A flag the API may send as a boolean, 0/1 or '0'/'1'. */
const flag = z.catch(
  z.pipe(
    z.unknown(),
    z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
  false,
);

/** A whole number, from a number or a string of digits. */
const integer = z.union([
  z.int(),
  z.pipe(z.string().check(z.regex(/^\s*-?\d+\s*$/)), z.pipe(z.transform(Number), z.int())),
]);

/** A gender of the account form (core's `readUserGender`: anything else is `''`). */
const userGender = z.catch(z.pipe(z.unknown(), z.transform(readUserGender)), '');

const addressFields = {
  firstname: text,
  lastname: text,
  city: text,
  countryId: z.catch(integer, 0),
  postal: text,
  street: text,
  streetNo: text,
  // Anything unknown is a home delivery, the shop's ordinary case.
  deliveryType: z.catch(z.enum(DELIVERY_TYPES), 'home'),
};

/** A stored address: without a uuid it could be neither edited nor deleted, so that fails. */
export const storedShippingAddress = z.pipe(
  z.object({ uuid: requiredText, ...addressFields, isDefault: flag }),
  z.transform((address): ShippingAddress => address),
);

/** Stored addresses: those that do not read (no uuid) are left out, as they cannot be edited. */
const storedAddresses = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((list: unknown[]): ShippingAddress[] =>
    list.flatMap((entry) => {
      const read = z.safeParse(storedShippingAddress, entry);
      return read.success ? [read.data] : [];
    }),
  ),
);

/** The account of GET /api/v1/user/ (`data.data`), read into the core's `Account`. */
export const account = z.pipe(
  z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    birthday: text,
    gender: userGender,
    avatar: text,
    role: text,
    p4m: flag,
    verified: flag,
    addresses: z.pipe(
      z.catch(z.object({ shipping: storedAddresses }), { shipping: [] }),
      z.transform(({ shipping }) => ({ shipping })),
    ),
  }),
  z.transform((read): Account => read),
);

/**
 * `GET /api/v1/user/`: the account sits in `data` (the spec's `data.data`); missing account data is
 * `undefined`, which the core's `LoadAccount` reports as 'failed to parse the server response'.
 */
export const accountAnswer = z.object({ data: z.nullish(account) });

/** `POST /api/v1/user/change-password/`: the new token in `data.token` (the spec's `data.data.token`). */
export const passwordChangeAnswer = z.object({
  data: z.object({ token: z.string().check(z.regex(/\S/, 'a token')) }),
});

const orderLine = z.pipe(
  z.object({
    name: text,
    brand: text,
    size: text,
    quantity: z.catch(integer, 0),
    unitPrice: cents,
    linePrice: cents,
    image: text,
    personalisation: linePrint,
  }),
  z.transform((line): OrderLine => line),
);

/** The address an order went to: the address fields without a default flag, or none. */
const orderAddress = z.catch(
  z.pipe(
    z.object(addressFields),
    z.transform((address): OrderAddress | null => address),
  ),
  null,
);

/**
 * One order (decisions.md, orders). The uuid is required (it is the order's route); amounts must be
 * integer cents, because a decimal amount would mean the API sent euros and every price would be off
 * by a factor of 100. Anything else missing reads as empty.
 */
export const order = z.pipe(
  z.object({
    uuid: requiredText,
    number: text,
    createdAt: text,
    status: text,
    // No list reads as no lines; a list's lines must each read.
    lines: z.pipe(z.catch(z.array(z.unknown()), []), z.array(orderLine)),
    totals: z.object({ subtotal: cents, delivery: cents, total: cents }),
    shippingAddress: orderAddress,
    paymentMethod: text,
    // Issue 37: an API that offers a printable invoice names it; one that does not leaves it out.
    invoiceUrl: webAddress,
  }),
  z.transform(({ invoiceUrl, ...read }): Order => (invoiceUrl ? { ...read, invoiceUrl } : read)),
);

/** `GET /api/v1/user/orders/`: the list in `data` (the spec's `data.data`). */
export const ordersAnswer = z.object({ data: z.array(order) });

/** `GET /api/v1/user/order/{uuid}/`: the order in `data`. */
export const orderAnswer = z.object({ data: order });
