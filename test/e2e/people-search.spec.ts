import { expect, test } from '@playwright/test';
import { signUpThroughUi } from './support';

test.describe('finding people from the search box', () => {
  test('a member finds @diego in the suggestions with the arrow keys and Enter', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    const search = page.getByRole('combobox', { name: 'Buscar' });
    const listbox = page.getByRole('listbox', { name: 'Sugerencias de búsqueda' });

    await search.fill('Díego');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const people = listbox.getByRole('group', { name: 'Personas' });
    const diego = people.getByRole('option', { name: 'Diego Max @diego' });
    await expect(diego).toBeVisible();
    await expect(diego).toHaveAttribute('href', '/u/diego');

    // the selection moves with the arrows while the text keeps the focus
    const options = listbox.getByRole('option');
    await search.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toContainText('Crear con IA');
    await search.press('ArrowDown');
    await expect(diego).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await diego.getAttribute('id'))!,
    );
    await expect(search).toBeFocused();
    await search.press('ArrowDown');
    await search.press('ArrowUp');
    await expect(diego).toHaveAttribute('aria-selected', 'true');

    // Escape closes the suggestions; an arrow opens them again
    await search.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.press('ArrowDown');
    await expect(diego).toBeVisible();
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    await expect(diego).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/u\/diego$/);
    await expect(page.getByRole('heading', { level: 1, name: /Diego Max/ })).toBeVisible();
  });

  test("the results page lists '@diego' under 'Personas', linked to his profile", async ({
    page,
  }) => {
    await signUpThroughUi(page);
    const search = page.getByRole('combobox', { name: 'Buscar' });
    for (const typed of ['@diego', 'DIEGO']) {
      await search.fill(typed);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/results\\?q=${encodeURIComponent(typed)}$`));
      const section = page.getByRole('region', { name: 'Personas' });
      await expect(section.getByRole('link', { name: /Diego Max\s*@diego/ })).toBeVisible();
    }
    const section = page.getByRole('region', { name: 'Personas' });
    await section.getByRole('link', { name: /Diego Max\s*@diego/ }).click();
    await expect(page).toHaveURL(/\/u\/diego$/);
  });
});
