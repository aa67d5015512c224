import * as z from 'zod/mini';

/**
 * `GET /api/v1/user/`: the account sits in `data` (the spec's `data.data`); its fields are read by
 * the core's `readAccount`, which owns the leniency rules (null text is `''`, flags as 0/1…).
 */
export const accountAnswer = z.object({ data: z.unknown() });

/** `POST /api/v1/user/change-password/`: the new token in `data.token` (the spec's `data.data.token`). */
export const passwordChangeAnswer = z.object({
  data: z.object({ token: z.string().check(z.regex(/\S/, 'a token')) }),
});

/** `GET /api/v1/user/orders/` and `…/order/{uuid}/`: read further by the core's `readOrders` / `readOrder`. */
export const ordersAnswer = z.object({ data: z.array(z.unknown()) });
export const orderAnswer = z.object({ data: z.looseObject({}) });
