import { authorizationHeader } from '../../../shared/http/rest';

/** A credentials call under /api/account: answers the server's Spanish message, or throws it. */
export async function postAccount(path: string, body: unknown = {}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/account/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorizationHeader() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('No pudimos conectar con Mixel. Revisa tu conexión e inténtalo de nuevo.');
  }
  const answer = (await response.json().catch(() => null)) as {
    ok?: boolean;
    message?: string;
  } | null;
  if (!response.ok || !answer?.ok) {
    throw new Error(answer?.message ?? 'Algo salió mal. Inténtalo de nuevo.');
  }
  return answer.message ?? '';
}
