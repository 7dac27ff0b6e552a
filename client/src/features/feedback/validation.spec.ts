import { describe, expect, it } from '@jest/globals';
import { feedbackProblem } from './validation';

describe(feedbackProblem.name, () => {
  it('asks for the emoji first, then for a comment that is not blank', () => {
    expect(feedbackProblem(null, '')).toBe('Seleccione un emoji.');
    expect(feedbackProblem(null, 'hola')).toBe('Seleccione un emoji.');
    expect(feedbackProblem('low', '   ')).toBe('Escribe un comentario.');
    expect(feedbackProblem('high', 'hola')).toBeNull();
  });
});
