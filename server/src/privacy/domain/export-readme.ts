/** The README.txt at the root of every data archive, in Spanish. */
export function exportReadme(input: {
  handle: string;
  generatedAt: Date;
  files: string[];
}): string {
  const date = input.generatedAt.toLocaleString('es-CO', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Bogota',
  });
  return [
    'Tus datos en Mixel',
    '==================',
    '',
    `Este archivo reúne los datos de la cuenta @${input.handle}, generado el ${date} (hora de Colombia).`,
    'Lo pediste desde Ajustes de la cuenta > Tus datos > Descargar mis datos.',
    '',
    'Qué contiene',
    '------------',
    '- perfil.json: tu perfil (nombre, usuario, correo, plan, saldo de créditos, fechas).',
    '- publicaciones.json: tus publicaciones con su título, descripción, etiquetas y estadísticas.',
    '- comentarios.json: los comentarios que escribiste.',
    '- me-gusta.json: las publicaciones y comentarios que te gustaron.',
    '- seguimientos.json: a quién sigues y quién te sigue.',
    '- generaciones.json: tus generaciones de imágenes con IA (prompt, modelo, costo).',
    '- movimientos-de-creditos.json: cada movimiento de tus créditos (el libro contable).',
    '- pagos.json: tus pagos de planes y paquetes de créditos.',
    '- media/: los archivos originales que subiste y las imágenes que generaste.',
    '',
    'Los archivos .json están en formato JSON (UTF-8), legibles con cualquier editor de texto.',
    'Las fechas están en UTC (formato ISO 8601).',
    '',
    'Este archivo es personal: contiene tu correo y tu historial. Guárdalo en un lugar seguro.',
    'El enlace de descarga caduca y el archivo se borra de nuestros servidores a los 7 días.',
    '',
    'Tus derechos (Ley 1581 de 2012 de Colombia y RGPD): puedes conocer, actualizar, rectificar y',
    'suprimir tus datos. Para eliminar tu cuenta ve a Ajustes de la cuenta > Tus datos > Eliminar cuenta.',
    '',
    'Archivos incluidos',
    '------------------',
    ...input.files.map((f) => `- ${f}`),
    '',
  ].join('\n');
}
