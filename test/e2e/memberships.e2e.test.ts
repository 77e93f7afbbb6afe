import { randomEmail, randomPhone, readCode } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, openDay, pickBooking, signUpOnLoginPage, venueDate } from './support/web-app';

const h = useWebHarness();

describe('memberships in the browser', () => {
  it('lets a visitor pick a plan on /memberships, confirm the phone by SMS, pay the first month and become a member', async () => {
    const { page, context } = await newPage(h);
    const phone = randomPhone();
    await page.goto('/memberships');
    await page.getByRole('heading', { name: 'Membership Plans' }).waitFor();
    const member = page.getByRole('article', { name: 'Member' });
    await member.getByText('$49').waitFor();
    await member.getByRole('button', { name: 'Get Started' }).click();
    const signup = page.getByTestId('membership-signup-dialog');
    await signup.getByLabel('First Name').fill('Morgan');
    await signup.getByLabel('Last Name').fill('Member');
    const email = randomEmail();
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Phone Number').fill(phone);
    await signup.getByRole('button', { name: 'Start Membership' }).click();

    // The number is confirmed by its SMS code before anything is charged, on the page, starting from
    // what the visitor typed: the phone, then the name and email, are already filled in.
    const signIn = page.getByTestId('phone-sign-in-dialog');
    await expect(signIn.getByLabel('Phone Number').inputValue()).resolves.toBe(phone);
    await signIn.getByRole('button', { name: 'Continue' }).click();
    await expect(signIn.getByLabel('First Name').inputValue()).resolves.toBe('Morgan');
    await expect(signIn.getByLabel('Email').inputValue()).resolves.toBe(email);
    await signIn.getByRole('button', { name: 'Create Account & Send Code' }).click();
    await signIn.getByLabel('Verification Code').fill(await readCode(h.app, phone));
    await signIn.getByRole('button', { name: 'Verify & Continue' }).click();

    // The payment for the chosen plan opens by itself; the card is kept for renewals.
    const pay = page.getByTestId('payment-dialog');
    await pay.getByText('Member membership (first month)').waitFor();
    await screenshot(page, 'membership-pay-dialog');
    const keep = pay.getByRole('checkbox', { name: /Save this card/ });
    await expect(keep.isChecked()).resolves.toBe(true);
    await expect(keep.isDisabled()).resolves.toBe(true);
    await pay.getByText('(Required for membership renewals)').waitFor();
    await pay.getByLabel('Cardholder Name').fill('morgan member');
    await pay.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Month (MM)').fill('12');
    await pay.getByLabel('Year (YY)').fill('34');
    await pay.getByLabel('CVV').fill('123');
    await pay.getByRole('button', { name: 'Pay $49.00' }).click();
    await page.getByText('Welcome to Member. Your membership is now active.').waitFor();
    await page.getByText('Current Member: Member').waitFor();
    await member.getByRole('button', { name: 'Current Plan' }).waitFor();
    await screenshot(page, 'membership-started');

    const cookies = await context.cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const mine = await fetch(`${h.app.url}/api/user-memberships`, { headers: { cookie } }).then((r) => r.json());
    expect(mine[0]).toMatchObject({ status: 'active', plan: { name: 'Member' } });

    // Switching to Premium is immediate and billed from the next cycle: no payment now.
    const chargesBefore = await h.app.ctx.knex('card_twin_charges').count({ n: '*' }).first();
    await page.getByRole('article', { name: 'Premium' }).getByRole('button', { name: 'Switch to This Plan' }).click();
    const change = page.getByTestId('membership-switch-dialog');
    await change.getByText('Nothing is charged today.', { exact: false }).waitFor();
    await expect(change.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);
    await screenshot(page, 'membership-switch-dialog');
    await change.getByRole('button', { name: 'Switch to Premium' }).click();
    await page.getByText('Plan Switched').waitFor();
    await page.getByText('Current Member: Premium').waitFor();
    const chargesAfter = await h.app.ctx.knex('card_twin_charges').count({ n: '*' }).first();
    expect(chargesAfter).toEqual(chargesBefore);
    await context.close();
  });

  it("books a bay and joins in one payment from the booking modal: 'Complete Booking + Member' at the member price", async () => {
    const { page, context } = await newPage(h);
    await signUpOnLoginPage(page, h.app, 'Jo', 'Joiner');
    await openDay(page, venueDate(3));
    await pickBooking(page, '10:00', 1, 'Bay 2');
    const modal = page.getByTestId('booking-modal');
    await modal.getByRole('radio', { name: /^Member \$49\/month/ }).check();
    const action = page.getByTestId('booking-action');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="booking-action"]')?.textContent === 'Complete Booking + Member',
    );
    await action.click();
    const pay = page.getByTestId('payment-dialog');
    await pay.getByText('Member membership (first month)').waitFor();
    await pay.getByText('(Required for membership renewals)').waitFor();
    await pay.getByLabel('Cardholder Name').fill('jo joiner');
    await pay.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Month (MM)').fill('12');
    await pay.getByLabel('Year (YY)').fill('34');
    await pay.getByLabel('CVV').fill('123');
    // One hour at the member's $25.00 plus the first month's $49.00.
    await pay.getByRole('button', { name: 'Pay $74.00' }).click();
    await page.waitForURL(/\/payment-success\?booking_id=/);
    await page.getByText('Your booking is confirmed and your Member membership is now active.').waitFor();
    await screenshot(page, 'booking-plus-membership');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const mine = await fetch(`${h.app.url}/api/user-memberships`, { headers: { cookie } }).then((r) => r.json());
    expect(mine[0]).toMatchObject({ status: 'active', plan: { name: 'Member' } });
    await context.close();
  });
});
