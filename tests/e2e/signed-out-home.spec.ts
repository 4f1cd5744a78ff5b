import { expect, test } from './fixtures';

test.describe('the home page, signed out', () => {
  test('visiting / ends on the Login screen without errors', async ({ page, pageProblems }) => {
    await page.goto('/');

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveTitle('Login · ConsignDesk');
    // Signed out, there is no side menu: the login screen stands on its own.
    await expect(page.getByRole('menu')).toHaveCount(0);

    expect(pageProblems.list()).toEqual([]);
  });
});
