import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OWNER } from '../../playwright.config';
import { calculateMortgage } from '../../src/mortgage';

/** Signs in the E2E owner through the API (POST /api/login with the CSRF cookie) and returns bearer headers. */
async function ownerHeaders(request: APIRequestContext) {
  await request.get('/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const login = await request.post('/api/login', { data: E2E_OWNER, headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { data: { user: { token: string } } }).data.user.token;
  return { authorization: `Bearer ${token}` };
}

const aed = (n: number) => `AED ${n.toLocaleString('en-US')}`;

async function openCalculator(page: Page, path = '/mortgages') {
  await page.goto(path);
  const calculator = page.getByRole('form', { name: 'Mortgage calculator' });
  await expect(calculator).toBeVisible();
  return calculator;
}

test.describe('mortgage calculator', () => {
  test('typing a price shows the monthly payment, total interest and purchase costs of the shared maths', async ({ page }) => {
    const calculator = await openCalculator(page);
    const price = calculator.getByLabel('Property price (AED)');
    await price.fill('');
    await price.pressSequentially('3000000');
    await expect(price).toHaveValue('3,000,000');
    // The down payment keeps its share of the price (20% by default): AED 600,000.
    const expected = calculateMortgage({ propertyPriceAed: 3_000_000, downPaymentAed: 600_000, interestRatePct: 4.25, tenureYears: 25, residency: 'expat', firstHome: true, offPlan: false });
    await expect(page.getByTestId('mortgage-monthly')).toHaveText(aed(expected.monthlyPaymentAed));
    await expect(page.getByTestId('mortgage-loan')).toHaveText(aed(expected.loanAed));
    await expect(page.getByTestId('mortgage-interest')).toHaveText(aed(expected.totalInterestAed));
    await expect(page.getByTestId('mortgage-cash')).toHaveText(aed(expected.cashNeededAed));
    await expect(page.getByRole('row', { name: /DLD transfer fee/ })).toContainText(aed(3_000_000 * 0.04 + 580));
  });

  test('a down payment under the loan-to-value cap shows its message; a second home and off-plan lower the cap', async ({ page }) => {
    const calculator = await openCalculator(page, '/mortgages?price=2000000');
    const down = calculator.getByLabel(/Down payment \(AED\)/);
    await down.fill('100000');
    await expect(calculator.getByText('The minimum down payment is AED 400,000 (a 80% maximum loan-to-value)')).toBeVisible();
    await expect(down).toHaveAttribute('aria-invalid', 'true');
    await calculator.getByRole('button', { name: 'Second home' }).click();
    await expect(calculator.getByText('The minimum down payment is AED 800,000 (a 60% maximum loan-to-value)')).toBeVisible();
    await down.fill('1000000');
    await expect(calculator.getByText(/The minimum down payment is/)).toHaveCount(0);
  });

  test('a project link prefills the price (off-plan: 50% down)', async ({ page }) => {
    const calculator = await openCalculator(page, '/mortgages?price=1620000&off_plan=1');
    await expect(calculator.getByLabel('Property price (AED)')).toHaveValue('1,620,000');
    await expect(calculator.getByLabel(/Down payment \(AED\)/)).toHaveValue('810,000');
    await expect(calculator.getByLabel(/Off-plan/)).toBeChecked();
  });
});

test.describe('mortgage enquiry', () => {
  test('the form loads on first use: what was typed and a pending send carry over', async ({ page }) => {
    await openCalculator(page);
    const shell = page.locator('form[data-mortgage-ready="false"]');
    await expect(shell.getByLabel('Full name')).toBeVisible();
    await expect(shell.getByLabel('Phone number')).toHaveAttribute('inputmode', 'tel');
    // Submitted straight from the shell: the full form loads and validates at once.
    await shell.getByRole('button', { name: 'Send to a mortgage adviser' }).click();
    const form = page.locator('form[data-mortgage-ready="true"]');
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await form.getByLabel('Full name').fill('Omar Farouk');
    await expect(form.getByLabel('Full name')).toHaveValue('Omar Farouk');
  });

  test('required fields first; then the server refuses a down payment under the cap, naming it; then it is stored with the inputs', async ({ page, request }) => {
    const calculator = await openCalculator(page, '/mortgages?price=2500000');
    // The form's code loads on first use: a visitor taps into it first, as a person would.
    await page.locator('form[data-mortgage-ready="false"]').getByLabel('Full name').click();
    const form = page.locator('form[data-mortgage-ready="true"]');
    await expect(form.getByLabel('Full name')).toBeFocused();
    await form.getByRole('button', { name: 'Send to a mortgage adviser' }).click();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    const email = `mortgage.${Date.now()}@example.com`;
    await form.getByLabel('Full name').fill('Omar Farouk');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').pressSequentially('501234567');
    await form.getByLabel('Message (optional)').fill('Looking at a 25-year term.');

    // Too small a down payment: the server's 422 names the field and the form shows it.
    await calculator.getByLabel(/Down payment \(AED\)/).fill('200000');
    await form.getByRole('button', { name: 'Send to a mortgage adviser' }).click();
    await expect(page.getByTestId('mortgage-enquiry-problems')).toContainText('Down payment: The minimum down payment is AED 500,000');

    await calculator.getByLabel(/Down payment \(AED\)/).fill('750000');
    await form.getByRole('button', { name: 'Send to a mortgage adviser' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! A mortgage adviser will contact you shortly with options for your purchase.');

    const headers = await ownerHeaders(request);
    const res = await request.get(`/api/mortgage-enquiries?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, { headers });
    expect(res.status()).toBe(200);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    const expected = calculateMortgage({ propertyPriceAed: 2_500_000, downPaymentAed: 750_000, interestRatePct: 4.25, tenureYears: 25, residency: 'expat', firstHome: true, offPlan: false });
    expect(rows[0]).toMatchObject({
      name: 'Omar Farouk',
      email,
      property_price_aed: 2_500_000,
      down_payment_aed: 750_000,
      loan_amount_aed: 1_750_000,
      tenure_years: 25,
      residency: 'expat',
      monthly_payment_aed: expected.monthlyPaymentAed,
      message: 'Looking at a 25-year term.',
      source_path: '/mortgages',
    });
    expect(String(rows[0].phone).replace(/\D/g, '')).toBe('971501234567');
  });
});

test.describe('non-resident buyers on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('choosing non-resident lowers the maximum loan to the cap staff set (60% by default)', async ({ page, request }) => {
    const calculator = await openCalculator(page, '/mortgages?price=2000000');
    await expect(page.getByTestId('mortgage-max-loan')).toHaveText(aed(1_600_000));
    await calculator.getByRole('button', { name: 'Non-resident' }).tap();
    await expect(calculator.getByRole('button', { name: 'Non-resident' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('mortgage-max-loan')).toHaveText(aed(1_200_000));
    await expect(calculator.getByText('The minimum down payment is AED 800,000 (a 60% maximum loan-to-value)')).toBeVisible();
    await calculator.getByLabel(/Down payment \(AED\)/).fill('800000');
    await expect(page.getByTestId('mortgage-loan')).toHaveText(aed(1_200_000));
    await expect(calculator.getByText(/The minimum down payment is/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // Staff lower the non-resident cap to 55%: the next visit shows it.
    const headers = await ownerHeaders(request);
    const settings = (await (await request.get('/api/settings/1', { headers })).json()) as { mortgage_ltv_caps: Record<string, unknown> };
    const caps = settings.mortgage_ltv_caps;
    try {
      const saved = await request.put('/api/settings/1', { headers, data: { mortgage_ltv_caps: { ...caps, non_resident: { firstHome: 55, firstHomeAboveThreshold: 45, secondHome: 40 } } } });
      expect(saved.status(), await saved.text()).toBe(200);
      const again = await openCalculator(page, '/mortgages?price=2000000');
      await again.getByRole('button', { name: 'Non-resident' }).tap();
      await expect(page.getByTestId('mortgage-max-loan')).toHaveText(aed(1_100_000));
      await expect(again.getByText('The minimum down payment is AED 900,000 (a 55% maximum loan-to-value)')).toBeVisible();
    } finally {
      await request.put('/api/settings/1', { headers, data: { mortgage_ltv_caps: caps } });
    }
  });
});
