import { AccountsError } from './accounts.error';
import {
  assertPasswordAcceptable,
  handleCandidate,
  HANDLE_PATTERN,
  normalizeEmail,
  normalizeFullname,
  normalizeHandle,
  normalizeImageUrl,
} from './account-rules';
import { creditsOf, PLAN_CREDITS, planTokens } from '../../billing/domain/plans';
import { levelLabel } from './user';

describe('account rules', () => {
  it('lower-cases handles so that uniqueness is case-insensitive', () => {
    expect(normalizeHandle('  Ana.Maria_90 ')).toBe('ana.maria_90');
    expect(normalizeHandle('@Pepe')).toBe('pepe');
  });

  it.each(['ab', 'a'.repeat(31), 'ana maria', 'ana-maria', 'ñandú', ''])(
    'refuses the handle %j',
    (raw) => {
      expect(() => normalizeHandle(raw)).toThrow(AccountsError);
    },
  );

  it('accepts handles of 3 and 30 characters', () => {
    expect(normalizeHandle('abc')).toBe('abc');
    expect(normalizeHandle('a'.repeat(30))).toBe('a'.repeat(30));
  });

  it('normalizes emails and refuses malformed ones', () => {
    expect(normalizeEmail(' Ana@Example.COM ')).toBe('ana@example.com');
    for (const bad of ['ana', 'ana@', '@example.com', 'ana@example', 'a b@example.com']) {
      expect(() => normalizeEmail(bad)).toThrow('El correo electrónico no es válido.');
    }
  });

  it('requires passwords of 8 to 128 characters', () => {
    expect(() => assertPasswordAcceptable('1234567')).toThrow('al menos 8 caracteres');
    expect(() => assertPasswordAcceptable('12345678')).not.toThrow();
    expect(() => assertPasswordAcceptable('x'.repeat(129))).toThrow('no puede superar 128');
  });

  it('collapses spaces in full names and refuses empty or long ones', () => {
    expect(normalizeFullname('  Ana   María ')).toBe('Ana María');
    expect(() => normalizeFullname('   ')).toThrow(AccountsError);
    expect(() => normalizeFullname('x'.repeat(61))).toThrow(AccountsError);
  });

  it('accepts our media paths and https images only', () => {
    expect(normalizeImageUrl('/media/avatars/a.webp')).toBe('/media/avatars/a.webp');
    expect(normalizeImageUrl('https://cdn.example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(normalizeImageUrl('')).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'http://x.com/a.png',
      '//evil.com/a.png',
      'data:image/png;base64,AA',
    ]) {
      expect(() => normalizeImageUrl(bad)).toThrow(AccountsError);
    }
  });

  it('derives valid handles from display names and emails', () => {
    expect(handleCandidate('José Núñez')).toBe('jose_nunez');
    expect(handleCandidate('maria.lopez@example.com')).toBe('maria.lopez');
    expect(handleCandidate('李')).toMatch(HANDLE_PATTERN);
  });

  it('labels levels by score: Novato below 1000, Sombra Iluminada from 1000', () => {
    expect(levelLabel(0)).toBe('Novato');
    expect(levelLabel(999)).toBe('Novato');
    expect(levelLabel(1000)).toBe('Sombra Iluminada');
  });

  it('grants the spec credits per plan', () => {
    expect(PLAN_CREDITS).toEqual({ free: 10, basic: 100, pro: 500, max: 1000 });
  });

  it('counts credits in tokens at the configured rate, and whole credits back', () => {
    expect(planTokens('free', 100)).toBe(1000);
    expect(planTokens('free', 50)).toBe(500);
    expect(planTokens('max', 100)).toBe(100_000);
    expect(creditsOf(950, 100)).toBe(9);
    expect(creditsOf(500, 50)).toBe(10);
    expect(creditsOf(0, 100)).toBe(0);
  });
});
