import { expect, test, type Page } from '../support/test';
import { lastMailTo } from '../support/staff';

/** A new shopper for each test, so runs never collide. */
function newShopper(label: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `Kanha ${label}`, email: `kanha.${label}.${id}@example.com`, password: 'First1234' };
}

async function signUpThroughUi(page: Page, shopper: { name: string; email: string; password: string }) {
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill(shopper.name);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('account-button')).toContainText(shopper.name);
}

test.describe('account and sign-in', () => {
  test('sign up → sign out → forgot password → code from the outbox → reset → sign in', async ({
    page,
    request,
  }) => {
    const shopper = newShopper('reset');
    await signUpThroughUi(page, shopper);

    await page.getByTestId('account-button').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('login-button')).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    // Exactly "Email": /Email/ also matched the login page's "Email or phone", still on screen while
    // the new page loaded, and the address went into the page that was leaving.
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/confirm-otp$/);
    // Spec section 9: the first two characters of the local part, ***, its last two.
    const local = shopper.email.split('@')[0]!;
    await expect(page.getByText(`${local.slice(0, 2)}***${local.slice(-2)}@example.com`)).toBeVisible();

    const mail = await lastMailTo(request, shopper.email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(/6-digit code/).fill(code!);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('New password', { exact: true }).fill('Second1234');
    await page.getByLabel('Confirm new password').fill('Second1234');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password no longer works; the new one does.
    await page.getByLabel(/email or phone/i).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toContainText('The email/phone or password is incorrect.');
    await page.getByLabel('Password', { exact: true }).fill('Second1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('account-button')).toContainText(shopper.name);
  });

  test("in Khmer, the API's own field messages are Khmer too (an e-mail already signed up)", async ({
    page,
  }) => {
    await page.goto('/sign-up?lng=kh');
    await page.getByLabel('ឈ្មោះពេញ').fill('Kanha Khmer');
    await page.getByLabel('អ៊ីមែល', { exact: true }).fill('demo@psar.test');
    await page.getByLabel('ពាក្យសម្ងាត់', { exact: true }).fill('First1234');
    await page.getByLabel('បញ្ជាក់ពាក្យសម្ងាត់').fill('First1234');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'ចុះឈ្មោះ', exact: true }).click();
    // The API's 409 names the field; the form shows its message under it, as the API wrote it.
    await expect(page.getByText('មានគណនីដែលប្រើអ៊ីមែលនេះរួចហើយ។ តើអ្នកចង់ចូលគណនីវិញទេ?')).toBeVisible();
  });

  test('add and edit an address, and the header delivers there', async ({ page }) => {
    const shopper = newShopper('address');
    await signUpThroughUi(page, shopper);
    await expect(page.getByTestId('delivery-location')).toHaveText('Cambodia');

    await page.goto('/account/address-books');
    await expect(page.getByTestId('address-book-empty')).toBeVisible();
    await page.getByTestId('address-book-empty').getByRole('link', { name: 'Add address' }).click();
    await page.getByRole('combobox', { name: /Province/ }).click();
    await page.getByRole('option', { name: 'Kampot' }).click();
    await page.getByLabel(/District/).fill('Kampot');
    await page.getByLabel(/Commune/).fill('Kampong Kandal');
    await page.getByLabel(/Street/).fill('Street 726');
    await page.getByRole('button', { name: 'Save address' }).click();

    await expect(page).toHaveURL(/\/account\/address-books$/);
    const card = page.getByTestId('address-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('address-line')).toHaveText('Street 726, Kampong Kandal, Kampot, Kampot');
    await expect(card.getByText('Default')).toBeVisible();
    await expect(page.getByTestId('delivery-location')).toHaveText('Kampot');

    await card.getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/account\/address-books\/\d+\/edit$/);
    await page.getByRole('combobox', { name: /Province/ }).click();
    await page.getByRole('option', { name: 'Kep' }).click();
    await page.getByLabel(/District/).fill('Kep');
    await page.getByLabel(/Commune/).fill('Prey Thom');
    await page.getByRole('button', { name: 'Save address' }).click();

    await expect(page).toHaveURL(/\/account\/address-books$/);
    await expect(page.getByTestId('address-line')).toHaveText('Street 726, Prey Thom, Kep, Kep');
    await expect(page.getByTestId('delivery-location')).toHaveText('Kep');
  });
});
