import {
  changeEmailLetter,
  emailChangedLetter,
  passwordChangedLetter,
  resetPasswordLetter,
  verifyEmailLetter,
} from './account-emails';

describe('the account mail templates', () => {
  const url = 'https://mixel.example/reset-password?token=abc';

  it('write each message in Spanish, in plain text and HTML, with the link in both', () => {
    for (const letter of [
      verifyEmailLetter('Ana', url),
      resetPasswordLetter('Ana', url),
      changeEmailLetter('Ana', url),
    ]) {
      expect(letter.text).toContain('Hola, Ana:');
      expect(letter.text).toContain(url);
      expect(letter.html).toContain(`href="${url}"`);
      expect(letter.html).toContain('<html lang="es">');
    }
    expect(resetPasswordLetter('Ana', url).text).toContain('vale 1 hora y se usa una sola vez');
    expect(emailChangedLetter('Ana', 'nuevo@example.com').text).toContain('nuevo@example.com');
    expect(passwordChangedLetter('Ana').subject).toBe('Tu contraseña de Mixel cambió');
  });

  it("escapes the member's name in the HTML part", () => {
    const letter = verifyEmailLetter('<img src=x onerror=alert(1)>', url);
    expect(letter.html).not.toContain('<img src=x');
    expect(letter.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
