import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreatePostInput } from './graphql/post.types';

const UPLOAD_ID = '6f1c2b1e-8a4d-4c39-9d7e-0d6a2a7f5b10';

async function messagesFor(fields: Record<string, unknown>): Promise<string[]> {
  const input = plainToInstance(CreatePostInput, {
    uploadId: UPLOAD_ID,
    title: 'Atardecer',
    visibility: 'public',
    monetizable: false,
    sensitive: false,
    ...fields,
  });
  const errors = await validate(input);
  return errors.flatMap((e) => Object.values(e.constraints ?? {}));
}

describe('post field validation', () => {
  it('accepts a post with a title and the defaults', async () => {
    expect(await messagesFor({})).toEqual([]);
  });

  it.each([
    ['a missing title', { title: undefined }, 'El título es obligatorio.'],
    [
      'a 401-character title',
      { title: 't'.repeat(401) },
      'El título no puede superar 100 caracteres.',
    ],
    [
      'a 10,001-character description',
      { desc: 'd'.repeat(10_001) },
      'La descripción no puede superar 2200 caracteres.',
    ],
    [
      'a 41-character category',
      { category: 'c'.repeat(41) },
      expect.stringMatching(/^La categoría debe ser una de: /),
    ],
    ['a bad visibility', { visibility: 'secret' }, 'La visibilidad debe ser public o archived.'],
    ['a bad flag', { sensitive: 'quizás' }, 'El campo "sensitive" debe ser true o false.'],
  ])(
    'refuses %s, its Spanish message first (the one the API answers)',
    async (_name, fields, message) => {
      expect((await messagesFor(fields))[0]).toEqual(message);
    },
  );
});
