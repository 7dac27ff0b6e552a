/** A day's theme: what the community makes that day. */
export interface ChallengeTheme {
  title: string;
  description: string;
}

/** The built-in themes, for days the staff did not schedule. Order matters: see builtInTheme. */
export const BUILT_IN_THEMES: readonly ChallengeTheme[] = [
  {
    title: 'Atardecer en la ciudad',
    description: 'Luces cálidas, siluetas de edificios y el cielo encendido.',
  },
  {
    title: 'Criaturas del bosque',
    description: 'Seres reales o fantásticos que viven entre árboles y musgo.',
  },
  {
    title: 'Retrato en blanco y negro',
    description: 'Un rostro, una expresión, sin un solo color.',
  },
  {
    title: 'Comida callejera',
    description: 'Arepas, empanadas, tacos: el sabor de la calle en una imagen.',
  },
  { title: 'Mundo en miniatura', description: 'Escenas diminutas, maquetas o efecto tilt-shift.' },
  { title: 'Lluvia', description: 'Charcos, reflejos, paraguas y ventanas empañadas.' },
  {
    title: 'Futuro latinoamericano',
    description: 'Cómo imaginas nuestras ciudades dentro de cien años.',
  },
  {
    title: 'Mascotas con oficio',
    description: 'Perros, gatos y otros animales trabajando en algo.',
  },
  {
    title: 'Geometría natural',
    description: 'Patrones, simetrías y espirales que encuentras en la naturaleza.',
  },
  {
    title: 'Noche estrellada',
    description: 'El cielo nocturno, la Vía Láctea o una ciudad bajo las estrellas.',
  },
  {
    title: 'Mercado de pueblo',
    description: 'Frutas, colores, vendedores y el bullicio de la plaza.',
  },
  { title: 'Robots amables', description: 'Máquinas que ayudan, acompañan o simplemente sonríen.' },
  {
    title: 'Un solo color',
    description: 'Una imagen dominada por un único color. Tú eliges cuál.',
  },
  { title: 'Montañas y páramos', description: 'Frailejones, niebla y cumbres andinas.' },
  { title: 'Bajo el mar', description: 'Arrecifes, criaturas abisales o ciudades sumergidas.' },
  {
    title: 'Música visible',
    description: 'Convierte una canción, un ritmo o un instrumento en imagen.',
  },
  { title: 'Sombras largas', description: 'Juega con la luz rasante y las sombras que proyecta.' },
  { title: 'Carnaval', description: 'Máscaras, disfraces, comparsas y mucho color.' },
  { title: 'Objetos olvidados', description: 'Cosas abandonadas que aún cuentan una historia.' },
  { title: 'Café de la mañana', description: 'La primera taza del día, su aroma y su ritual.' },
  {
    title: 'Arquitectura imposible',
    description: 'Edificios que desafían la gravedad o la lógica.',
  },
  {
    title: 'Flores tropicales',
    description: 'Orquídeas, heliconias y todo lo que florece en el trópico.',
  },
  {
    title: 'Vehículos de otra época',
    description: 'Chivas, trenes de vapor, bicicletas antiguas o naves retro.',
  },
  { title: 'Reflejos', description: 'Espejos, agua, vidrio: la imagen dentro de la imagen.' },
  { title: 'Héroes cotidianos', description: 'Las personas que hacen funcionar el día a día.' },
  { title: 'Texturas', description: 'Madera, piedra, tela u óxido tan cerca que casi se tocan.' },
  {
    title: 'Leyendas y mitos',
    description: 'La Llorona, el Mohán, la Madremonte y otros personajes de leyenda.',
  },
  { title: 'Minimalismo', description: 'Lo justo y nada más: mucho espacio, pocos elementos.' },
  { title: 'Fiesta de luces', description: 'Velitas, faroles, neón y fuegos artificiales.' },
  {
    title: 'Viaje en el tiempo',
    description: 'Un lugar conocido visto en el pasado o en el futuro.',
  },
  {
    title: 'Selva profunda',
    description: 'Verde por todas partes: lianas, ríos y animales escondidos.',
  },
  { title: 'Desayuno fantástico', description: 'El desayuno más increíble que puedas imaginar.' },
  { title: 'Paisaje sonoro', description: 'Un lugar que se pueda escuchar solo con mirarlo.' },
  {
    title: 'Invierno imposible',
    description: 'Nieve donde nunca nieva: playas, desiertos o el Caribe.',
  },
  { title: 'Dragones', description: 'Grandes, pequeños, temibles o tiernos: el dragón es tuyo.' },
  { title: 'Autorretrato', description: 'Muéstrate como eres, o como te imaginas.' },
];
