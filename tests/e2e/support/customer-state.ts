/** The storage state of the logged-in customer of the customer projects (written by customer.setup.ts). */
export const CUSTOMER_STATE = 'playwright/.auth/customer.json';
