import { describe, expect, it } from '@jest/globals';
import { BOM, buildCsv, csvField, csvFileName, statsCsv } from './stats-csv';

describe('stats CSV', () => {
  it('starts with the BOM, has a header row and separates with ; on CRLF lines', () => {
    const text = buildCsv(['Fecha', 'Clics'], [['2025-03-01', 4]]);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.slice(1)).toBe('Fecha;Clics\r\n2025-03-01;4\r\n');
  });

  it('quotes fields with the separator, quotes or line breaks, and writes decimals with a comma', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvField(0.25)).toBe('0,25');
    expect(csvField('Campaña')).toBe('Campaña');
  });

  it('writes a day series with its CTR and spend', () => {
    const text = statsCsv([
      { bucket: '2025-03-01T00:00:00.000Z', impressions: 200, clicks: 3, spendCredits: 1.5 },
      { bucket: '2025-03-02T00:00:00.000Z', impressions: 0, clicks: 0, spendCredits: 0 },
    ]);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Fecha;Impresiones;Clics;CTR;Gasto (créditos)',
      '2025-03-01;200;3;1,5 %;1,5',
      '2025-03-02;0;0;0,0 %;0',
      '',
    ]);
  });

  it('names the file after the campaign without accents or symbols', () => {
    expect(csvFileName('Campaña de otoño!', '2025-03-01T00:00:00Z', '2025-03-07T00:00:00Z')).toBe(
      'mixel-campana-de-otono-2025-03-01-2025-03-07.csv',
    );
    expect(csvFileName('¡¡!!', '2025-03-01', '2025-03-02')).toBe(
      'mixel-campana-2025-03-01-2025-03-02.csv',
    );
  });
});
