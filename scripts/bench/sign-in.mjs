// Signing in as a seeded account through the local provider's page, shared by the benches and the screenshots.

/**
 * Signs `page` in as `account` (e.g. 'kakao-demo-1001') and waits until the app is back on `redirect`.
 * The provider button works once the sign-in page is hydrated; on a loaded machine the first press can land
 * before that, so the press is repeated until the provider's page answers.
 */
export async function signInThroughProvider(page, base, account, redirect = '/') {
  const provider = account.split('-')[0];
  await page.goto(`${base}/sign-in?redirect=${encodeURIComponent(redirect)}`, { waitUntil: 'load' });
  const chooser = page.getByTestId(`account-${account}`);
  for (let attempt = 0; attempt < 5 && !(await chooser.isVisible()); attempt += 1) {
    if (page.url().startsWith(`${base}/sign-in`)) await page.getByTestId(`sign-in-${provider}`).click().catch(() => {});
    await chooser.waitFor({ state: 'visible', timeout: 6_000 }).catch(() => {});
  }
  await chooser.click();
  await page.waitForURL((url) => url.origin === new URL(base).origin && !url.pathname.startsWith('/sign-in'), { timeout: 30_000 });
}
