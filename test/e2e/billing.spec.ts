import { expect, test, type APIResponse, type Locator, type Page } from '@playwright/test';
import { openUserMenu, signUpThroughUi } from './support';

/** "110 créditos" → 110 */
async function creditsIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** 'Mejora tu plan' from the user menu; answers the plans modal. */
async function openPlans(page: Page): Promise<Locator> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Mejora tu plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mejora tu plan' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The sandbox gateway's own checkout page: approve or decline, then back to the app. */
async function payInSandbox(page: Page, decision: 'Aprobar pago' | 'Rechazar pago') {
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/payment\/process\?payment=[0-9a-f-]{36}$/);
}

function generator(page: Page) {
  const panel = page.getByRole('form', { name: 'Ajustes de generación' });
  return (group: string, name: RegExp) =>
    panel.getByRole('radiogroup', { name: group }).getByRole('radio', { name });
}

interface FeedAnswer {
  data: {
    feed: {
      edges: Array<{ node: { id: string; monetizable: boolean; kind: string } }>;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
  };
}

test.describe('planes y créditos', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a free user buys 100 credits by card and the balance rises by 100', async ({ page }) => {
    await signUpThroughUi(page);
    const dialog = await openPlans(page);
    const before = await creditsIn(dialog.getByTestId('plans-credits'));
    expect(before).toBeGreaterThan(0);

    // real tabs: the arrow key moves to the credits, and back with a click
    const plansTab = dialog.getByRole('tab', { name: 'Planes de suscripción' });
    const creditsTab = dialog.getByRole('tab', { name: 'Comprar créditos' });
    await expect(plansTab).toHaveAttribute('aria-selected', 'true');
    await plansTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(creditsTab).toHaveAttribute('aria-selected', 'true');
    await expect(creditsTab).toBeFocused();
    await expect(dialog.getByRole('tabpanel', { name: 'Comprar créditos' })).toBeVisible();

    const methods = dialog.getByRole('radiogroup', { name: 'Método de pago' });
    await expect(methods.getByRole('radio')).toHaveText(['Tarjeta', 'PSE', 'Nequi', 'Daviplata']);
    await expect(methods.getByRole('radio', { name: 'Tarjeta' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(dialog.getByRole('article')).toHaveCount(4);
    await expect(dialog.getByText('Los créditos no caducan.')).toBeVisible();
    await expect(
      dialog.getByText(
        'Los pagos se procesan de forma segura a través de nuestro proveedor de pagos.',
      ),
    ).toBeVisible();

    const pack = dialog.getByRole('article', { name: '100 créditos' });
    await expect(pack).toContainText('Más popular');
    await expect(pack).toContainText(/8,99\sUS\$/);
    await expect(pack).toContainText(/0,090\sUS\$ por crédito/);
    await pack.getByRole('button', { name: 'Comprar 100 créditos' }).click();

    await payInSandbox(page, 'Aprobar pago');
    await expect(page.getByRole('heading', { level: 1, name: '¡Pago aprobado!' })).toBeVisible();
    await expect(page.getByTestId('granted-credits')).toHaveText('+100 créditos');
    await expect(page.getByTestId('payment-balance')).toHaveText(
      `Tu saldo: ${before + 100} créditos`,
    );
    await expect(page.getByText('Paquete de 100 créditos')).toBeVisible();

    // the balance the rest of the app shows has moved too
    await openUserMenu(page);
    await expect(page.getByRole('menu')).toContainText(`${before + 100} créditos`);
    await page.getByRole('menuitem', { name: 'Ver perfil' }).click();

    // the owner's profile leads to the billing history, which lists the payment and the grant
    await page.getByRole('link', { name: 'Facturación y créditos' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Facturación y créditos' }),
    ).toBeVisible();
    const payments = page.getByTestId('payments-table');
    await expect(payments).toContainText('Paquete de 100 créditos');
    await expect(payments).toContainText('Tarjeta');
    await expect(payments).toContainText('Aprobado');
    const ledger = page.getByTestId('ledger-table');
    await expect(ledger.getByRole('row', { name: /Compra de créditos/ })).toContainText('+100');
    await expect(ledger).toContainText('Créditos de bienvenida');
  });

  test('a user subscribes to Pro yearly, the premium options unlock, then they cancel', async ({
    page,
  }) => {
    const user = await signUpThroughUi(page);
    await page.goto(`/u/${user.name}`);
    const profileName = page.getByRole('heading', { level: 1 });
    await expect(profileName).toContainText(user.fullname);
    await expect(profileName.getByRole('img', { name: 'Cuenta verificada' })).toHaveCount(0);
    await page.goto('/create');
    const option = generator(page);
    await expect(option('Modo', /^Calidad/)).toBeDisabled();

    let dialog = await openPlans(page);
    const yearly = dialog.getByRole('radio', { name: /Anual/ });
    await expect(yearly).toHaveAttribute('aria-checked', 'true');
    await expect(yearly).toContainText('-20%');
    const cards = dialog.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(
      dialog.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Plan Actual' }),
    ).toBeDisabled();

    const pro = dialog.getByRole('article', { name: 'Pro' });
    await expect(pro).toContainText('Más popular');
    await expect(pro.getByTestId('plan-price')).toHaveText(/^13,59\sUS\$$/);
    await expect(pro).toContainText(/facturado anualmente: 163,08\sUS\$/);
    await dialog.getByRole('radio', { name: 'Mensual' }).click();
    await expect(pro.getByTestId('plan-price')).toHaveText(/^16,99\sUS\$$/);
    await yearly.click();
    await expect(pro.getByTestId('plan-price')).toHaveText(/^13,59\sUS\$$/);

    await pro.getByRole('button', { name: 'Seleccionar plan' }).click();
    await expect(page.getByText(/al año/)).toBeVisible();
    await payInSandbox(page, 'Aprobar pago');
    await expect(page.getByRole('heading', { level: 1, name: '¡Pago aprobado!' })).toBeVisible();
    await expect(page.getByText('Tu plan Pro está activo')).toBeVisible();
    await expect(page.getByTestId('granted-credits')).toHaveText('+500 créditos');

    // the generator's premium options are open now
    await page.getByRole('link', { name: 'Ir al generador' }).click();
    await expect(option('Modo', /^Calidad/)).toBeEnabled();
    const wide = option('Dimensiones', /^16:9/);
    await expect(wide).toBeEnabled();
    await wide.click();
    await expect(wide).toHaveAttribute('aria-checked', 'true');

    // a paid plan verifies the account, and its downloads of premium images carry a licence
    await page.goto(`/u/${user.name}`);
    await expect(profileName.getByRole('img', { name: 'Cuenta verificada' })).toBeVisible();
    // the demo's monetized images, however many posts other tests published after them
    let premium: string | undefined;
    let after: string | null = null;
    for (let i = 0; i < 20 && !premium; i++) {
      const feed: APIResponse = await page.request.post('/graphql', {
        data: {
          query: `query ($after: String) { feed(first: 50, after: $after) {
            edges { node { id monetizable kind } } pageInfo { endCursor hasNextPage } } }`,
          variables: { after },
        },
      });
      const page_: FeedAnswer['data']['feed'] = ((await feed.json()) as FeedAnswer).data.feed;
      premium = page_.edges.find((e) => e.node.monetizable && e.node.kind === 'image')?.node.id;
      if (!page_.pageInfo.hasNextPage) {
        break;
      }
      after = page_.pageInfo.endCursor;
    }
    expect(premium).toBeDefined();
    await page.goto(`/p/${premium!}`);
    await expect(page.getByRole('button', { name: 'Descargar', exact: true })).toBeVisible();
    await expect(page.getByTestId('commercial-licence')).toContainText('licencia comercial');

    // cancelling keeps the plan until the period ends
    dialog = await openPlans(page);
    await expect(dialog.getByTestId('subscription-status')).toContainText(
      'Tu suscripción Pro está activa',
    );
    await expect(
      dialog.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Plan Actual' }),
    ).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await expect(dialog.getByRole('group', { name: /¿Cancelar tu suscripción\?/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(page.getByText('Suscripción cancelada exitosamente')).toBeVisible();
    await expect(dialog.getByTestId('subscription-status')).toContainText(
      /Tu plan Pro sigue activo hasta el \d+ de \p{L}+ de \d{4}/u,
    );
    await expect(dialog.getByRole('button', { name: 'Cancelar suscripción' })).toHaveCount(0);
  });

  test('a declined payment says so and grants nothing', async ({ page }) => {
    await signUpThroughUi(page);
    const dialog = await openPlans(page);
    const before = await creditsIn(dialog.getByTestId('plans-credits'));
    await dialog.getByRole('tab', { name: 'Comprar créditos' }).click();
    await dialog
      .getByRole('radiogroup', { name: 'Método de pago' })
      .getByRole('radio', { name: 'Nequi' })
      .click();
    await dialog
      .getByRole('article', { name: '50 créditos' })
      .getByRole('button', { name: 'Comprar 50 créditos' })
      .click();

    await payInSandbox(page, 'Rechazar pago');
    await expect(
      page.getByRole('heading', { level: 1, name: 'El pago fue rechazado' }),
    ).toBeVisible();
    await expect(page.getByTestId('granted-credits')).toHaveCount(0);
    const details = page.getByRole('definition');
    await expect(details.filter({ hasText: 'Nequi' })).toHaveCount(1);
    await expect(details.filter({ hasText: 'Rechazado' })).toHaveCount(1);

    await openUserMenu(page);
    await expect(page.getByRole('menu')).toContainText(`${before} créditos`);
    await page.keyboard.press('Escape');

    // trying again opens the modal on the credits
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    const again = page.getByRole('dialog', { name: 'Mejora tu plan' });
    await expect(again.getByRole('tab', { name: 'Comprar créditos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(again.getByTestId('plans-credits')).toHaveText(`${before} créditos`);
  });

  test('visitors are sent to sign in, and an unknown payment says so', async ({ page }) => {
    await page.goto('/payment/process?payment=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/signin$/);

    await signUpThroughUi(page);
    await page.goto('/payment/process?payment=00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos este pago' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a la galería' })).toHaveAttribute('href', '/');
  });
});
