import { expect, test } from '@playwright/test';
import { signUpByApi, signUpThroughUi, uniqueUser } from './support';

test('on a touch phone a follow reads «Siguiendo» after the tap, the profile actions on one row', async ({
  page,
  request,
}) => {
  const author = await signUpByApi(request, uniqueUser('autora'));
  await signUpThroughUi(page);
  await page.goto(`/u/${author.name}`);
  const button = page.getByTestId('follow-button');
  await expect(button).toHaveAccessibleName('Seguir');

  // a phone's browser leaves the tapped button hovered: a click (the pointer stays on it) is that
  // tap here, where Playwright's tap() leaves no hover; the new follow must not read as its undoing
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAccessibleName('Siguiendo');
  await expect(button).toHaveText('Siguiendo', { useInnerText: true });
  const rows = await page
    .locator('.profile-head__actions > *')
    .evaluateAll(
      (actions) => new Set(actions.map((a) => Math.round(a.getBoundingClientRect().top))).size,
    );
  expect(rows).toBe(1);

  // a second tap undoes it
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveAccessibleName('Seguir');
});
