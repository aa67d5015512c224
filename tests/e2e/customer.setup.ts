import { test as setup } from './support/fixtures';
import { CUSTOMER_STATE } from './support/customer-state';
import { loginInBrowser } from './support/journey';

/**
 * The customer of the customer projects: a new account, logged in through the login form; its
 * cookies become the storage state those projects start from. Tests there only read as this
 * customer; a test that changes an account registers its own (`newCustomer`).
 */
setup('a customer logs in', async ({ page, registeredCustomer }) => {
  await loginInBrowser(page, registeredCustomer.email, registeredCustomer.password);
  await page.waitForLoadState('networkidle');
  await page.context().storageState({ path: CUSTOMER_STATE });
});
