import { signStandardWebhook, verifyStandardWebhook } from './standard-webhook';

describe(verifyStandardWebhook.name, () => {
  const secret = `whsec_${Buffer.from('a secret of thirty-two bytes....').toString('base64')}`;
  const body = '{"id":"p1","status":"succeeded"}';
  const now = 1_750_000_000;
  const headers = (signature: string, timestamp = now, id = 'msg_1') => ({
    id,
    timestamp: String(timestamp),
    signature,
  });
  const valid = signStandardWebhook(secret, 'msg_1', now, body);

  it('accepts a signature made with the secret over id, timestamp and the exact body', () => {
    expect(verifyStandardWebhook(secret, headers(valid), Buffer.from(body), now)).toBe(true);
  });

  it('accepts any matching entry among several space-separated signatures', () => {
    const rotated = `v1,${Buffer.alloc(32).toString('base64')} ${valid}`;
    expect(verifyStandardWebhook(secret, headers(rotated), Buffer.from(body), now)).toBe(true);
  });

  it('refuses another body, id, secret or a malformed header', () => {
    expect(verifyStandardWebhook(secret, headers(valid), Buffer.from(`${body} `), now)).toBe(false);
    expect(
      verifyStandardWebhook(secret, headers(valid, now, 'msg_2'), Buffer.from(body), now),
    ).toBe(false);
    const other = `whsec_${Buffer.from('another secret').toString('base64')}`;
    expect(verifyStandardWebhook(other, headers(valid), Buffer.from(body), now)).toBe(false);
    expect(verifyStandardWebhook(secret, headers('v1,'), Buffer.from(body), now)).toBe(false);
    expect(
      verifyStandardWebhook(secret, headers(valid.replace('v1', 'v2')), Buffer.from(body), now),
    ).toBe(false);
    expect(verifyStandardWebhook(secret, { id: 'msg_1' }, Buffer.from(body), now)).toBe(false);
  });

  it('refuses deliveries more than five minutes old or ahead', () => {
    const old = signStandardWebhook(secret, 'msg_1', now - 301, body);
    expect(verifyStandardWebhook(secret, headers(old, now - 301), Buffer.from(body), now)).toBe(
      false,
    );
    const recent = signStandardWebhook(secret, 'msg_1', now - 299, body);
    expect(verifyStandardWebhook(secret, headers(recent, now - 299), Buffer.from(body), now)).toBe(
      true,
    );
    const ahead = signStandardWebhook(secret, 'msg_1', now + 301, body);
    expect(verifyStandardWebhook(secret, headers(ahead, now + 301), Buffer.from(body), now)).toBe(
      false,
    );
  });
});
