import {
  canInvite,
  canReadContent,
  canRemoveMember,
  canSeeGroup,
  Group,
  slugOf,
  validCaptionOrThrow,
  validGroupFieldsOrThrow,
  validHandlesOrThrow,
} from './group';

const group = (visibility: 'public' | 'private') => ({ visibility }) as Group;

describe('groups rules', () => {
  it('makes an address from a Spanish name', () => {
    expect(slugOf('  Fotografía  Nocturna: Bogotá! ')).toBe('fotografia-nocturna-bogota');
    expect(slugOf('¿¡!?')).toBe('grupo');
    expect(slugOf('a'.repeat(90)).length).toBe(60);
  });

  it('checks the name first, then the description, then the privacy, each with its message', () => {
    expect(() => validGroupFieldsOrThrow({ name: ' ', description: 'x'.repeat(600) })).toThrow(
      'Escribe un nombre para el grupo.',
    );
    expect(() => validGroupFieldsOrThrow({ name: 'ab' })).toThrow('al menos 3 caracteres');
    expect(() => validGroupFieldsOrThrow({ name: 'n'.repeat(61) })).toThrow('superar 60');
    expect(() => validGroupFieldsOrThrow({ name: 'Bien', description: 'd'.repeat(501) })).toThrow(
      'La descripción no puede superar 500 caracteres.',
    );
    expect(() => validGroupFieldsOrThrow({ name: 'Bien', visibility: 'secreto' })).toThrow(
      'Elige si el grupo es público o privado.',
    );
    expect(validGroupFieldsOrThrow({ name: '  Dos   espacios ' })).toEqual({
      name: 'Dos espacios',
      description: '',
      visibility: 'public',
    });
  });

  it('reads handles with or without @, once each, at most 50', () => {
    expect(validHandlesOrThrow(['@Ana', 'ana', ' bruno ', '', 3])).toEqual(['ana', 'bruno']);
    expect(validHandlesOrThrow(undefined)).toEqual([]);
    expect(() => validHandlesOrThrow(Array.from({ length: 51 }, (_, i) => `u${i}`))).toThrow(
      'como máximo',
    );
    expect(() => validCaptionOrThrow('c'.repeat(501))).toThrow('500 caracteres');
  });

  it('shows a private group to members and invitees, and its content to members only', () => {
    expect(canSeeGroup({ group: group('private'), role: null, invited: false })).toBe(false);
    expect(canSeeGroup({ group: group('private'), role: null, invited: true })).toBe(true);
    expect(canReadContent({ group: group('private'), role: null })).toBe(false);
    expect(canReadContent({ group: group('private'), role: 'member' })).toBe(true);
    expect(canReadContent({ group: group('public'), role: null })).toBe(true);
  });

  it('lets any member invite to a public group, only moderators to a private one', () => {
    expect(canInvite({ group: group('public'), role: 'member' })).toBe(true);
    expect(canInvite({ group: group('public'), role: null })).toBe(false);
    expect(canInvite({ group: group('private'), role: 'member' })).toBe(false);
    expect(canInvite({ group: group('private'), role: 'moderator' })).toBe(true);
  });

  it('lets the owner remove anyone but the owner, and moderators plain members only', () => {
    expect(canRemoveMember('owner', 'moderator')).toBe(true);
    expect(canRemoveMember('owner', 'owner')).toBe(false);
    expect(canRemoveMember('moderator', 'member')).toBe(true);
    expect(canRemoveMember('moderator', 'moderator')).toBe(false);
    expect(canRemoveMember('member', 'member')).toBe(false);
    expect(canRemoveMember(null, 'member')).toBe(false);
  });
});
