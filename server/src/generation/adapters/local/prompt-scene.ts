/** What the local renderer draws, read from the prompt's words (Spanish and English). */
export type TimeOfDay = 'day' | 'sunset' | 'night';
export type Setting = 'meadow' | 'mountain' | 'sea' | 'forest' | 'city' | 'desert' | 'snow';
export type Subject = 'cat' | 'dog' | 'fox' | 'person' | 'tree' | 'house' | 'bird';

export interface Scene {
  time: TimeOfDay;
  setting: Setting;
  subjects: Subject[];
  /** The colour the prompt names (hex), which tints the subject and the accents. */
  colour?: string;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Word stems, matched at the start of a word: `montan` matches montaña and montañas. */
const TIMES: Array<[TimeOfDay, string[]]> = [
  ['night', ['noche', 'nocturn', 'night', 'estrell', 'star', 'luna', 'moon', 'medianoche']],
  [
    'sunset',
    ['atardec', 'sunset', 'amanec', 'sunrise', 'ocaso', 'crepuscul', 'dusk', 'dawn', 'aurora'],
  ],
  ['day', ['dia', 'day', 'mediodia', 'soleado', 'sunny', 'manana']],
];

const SETTINGS: Array<[Setting, string[]]> = [
  ['city', ['ciudad', 'city', 'urban', 'calle', 'street', 'edificio', 'building', 'neon']],
  ['sea', ['mar', 'playa', 'sea', 'beach', 'ocean', 'oceano', 'costa', 'coast', 'ola', 'wave']],
  ['forest', ['bosque', 'forest', 'selva', 'jungle', 'jungla', 'woods']],
  ['desert', ['desiert', 'desert', 'duna', 'dune', 'arena', 'sand', 'cactus']],
  ['snow', ['nieve', 'snow', 'nevad', 'invierno', 'winter', 'hielo', 'ice']],
  ['mountain', ['montan', 'mountain', 'cordiller', 'sierra', 'volcan', 'volcano', 'pico', 'peak']],
];

const SUBJECTS: Array<[Subject, string[]]> = [
  ['cat', ['gato', 'gata', 'gatit', 'cat', 'kitten', 'felin']],
  ['dog', ['perro', 'perra', 'perrit', 'cachorr', 'dog', 'puppy']],
  ['fox', ['zorro', 'zorra', 'fox']],
  [
    'person',
    [
      'persona',
      'person',
      'mujer',
      'woman',
      'hombre',
      'man',
      'nino',
      'nina',
      'child',
      'chica',
      'chico',
      'girl',
      'boy',
      'retrato',
      'portrait',
      'astronaut',
      'guerrer',
      'samurai',
    ],
  ],
  ['tree', ['arbol', 'tree', 'pino', 'pine', 'roble', 'oak']],
  ['house', ['casa', 'house', 'cabana', 'cabin', 'castillo', 'castle', 'hogar', 'home']],
  ['bird', ['pajaro', 'ave', 'bird', 'aguila', 'eagle', 'paloma']],
];

const COLOURS: Array<[string, string[]]> = [
  ['#d7263d', ['rojo', 'roja', 'red', 'carmesi', 'crimson']],
  ['#1e6fd9', ['azul', 'blue']],
  ['#2e9e4f', ['verde', 'green']],
  ['#f2c230', ['amarill', 'yellow']],
  ['#8e44ad', ['morad', 'violeta', 'purpura', 'purple', 'violet', 'lila', 'lavanda']],
  ['#f06292', ['rosa', 'pink', 'rosad']],
  ['#f2812b', ['naranja', 'orange', 'anaranjad']],
  ['#d4a72c', ['dorad', 'oro', 'gold']],
  ['#f4f4f4', ['blanc', 'white']],
  ['#1b1b1f', ['negro', 'negra', 'black']],
  ['#7b7b85', ['gris', 'grey', 'gray', 'plata', 'silver']],
  ['#1fb5b0', ['turquesa', 'turquoise', 'cian', 'cyan', 'teal']],
];

/** The first entry (by table order) whose stems start a word of the prompt. */
function find<T>(words: string[], table: Array<[T, string[]]>): T[] {
  return table
    .filter(([, stems]) =>
      stems.some((stem) =>
        words.some((w) => (stem.length <= 3 ? w === stem || w === `${stem}s` : w.startsWith(stem))),
      ),
    )
    .map(([value]) => value);
}

export function readScene(prompt: string): Scene {
  const words = normalize(prompt)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const [time = 'day'] = find(words, TIMES);
  const settings = find(words, SETTINGS);
  // snow on a mountain is a snowy mountain: the mountain is the setting, snow its ground
  const setting = settings.find((s) => s !== 'snow') ?? settings[0] ?? 'meadow';
  const [colour] = find(words, COLOURS);
  const subjects = find(words, SUBJECTS).slice(0, 3);
  return {
    time: words.includes('neon') && time === 'day' ? 'night' : time,
    setting: settings.includes('snow') && setting === 'mountain' ? 'snow' : setting,
    subjects,
    colour,
  };
}
